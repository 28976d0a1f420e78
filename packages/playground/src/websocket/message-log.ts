// The live log of a connection: what was sent and received, and the connection's events, newest
// last, each with its time. A polite live region, so screen readers hear new messages.
import { h } from '../dom.ts';
import { clock, describeFrame } from './frame-text.ts';

export type Direction = 'sent' | 'received' | 'event';

export interface MessageLog {
  element: HTMLElement;
  add(direction: Direction, data: unknown): void;
}

const words: Record<Direction, string> = { sent: '↑ Sent', received: '↓ Received', event: '• Connection' };

export function createMessageLog(): MessageLog {
  const empty = h('p', { class: 'pg-empty' }, 'Messages sent and received appear here.');
  const list = h('ol', { class: 'ws-log', 'aria-live': 'polite', 'aria-label': 'Messages' });
  const clear = h('button', { type: 'button', class: 'pg-copy' }, 'Clear log');
  clear.addEventListener('click', () => {
    list.replaceChildren();
    list.before(empty);
  });
  const element = h(
    'section',
    { class: 'pg-output-section ws-log-section', 'aria-label': 'Log' },
    h('div', { class: 'pg-output-head' }, h('h3', {}, 'Log'), clear),
    empty,
    list,
  );
  return {
    element,
    add(direction, data) {
      empty.remove();
      const frame = direction === 'event' ? { kind: 'text' as const, text: String(data) } : describeFrame(data);
      const entry = h(
        'li',
        { class: 'ws-entry', 'data-direction': direction, 'data-kind': frame.kind },
        h('div', { class: 'ws-entry-head' }, h('span', { class: 'ws-direction' }, words[direction]), h('time', {}, clock(new Date()))),
        direction === 'event' ? h('p', { class: 'ws-event' }, frame.text) : h('pre', { tabindex: 0 }, h('code', {}, frame.text)),
      );
      list.append(entry);
      entry.scrollIntoView?.({ block: 'nearest' });
    },
  };
}
