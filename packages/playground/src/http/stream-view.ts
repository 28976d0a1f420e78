// A streamed answer shown as it arrives: each event or line as its own entry with the time since
// the request was sent, held to `itemSchema` as it comes, a Stop button while it runs, and a last
// line saying how it ended. Loaded only when a stream arrives: other answers never pay for it.
import { createItemReader, sequentialKind, type Item, type ServerSentEvent } from '@quire/request';
import type { Difference, StreamCheck } from '@quire/request/check';
import { h } from '../dom.ts';
import type { PlaygroundData } from '../contract.ts';
import { formatSize, headerList, headerValue, jsonCode, pretty, statusLine } from './response-view.ts';
import type { StreamEnd, StreamedAnswer } from '../streamed-answer.ts';
import { differenceItem, renderVerdict } from './verdict-view.ts';

/** Renders `answer` into `view` and follows it to its end; resolves then. */
export async function showStream(view: HTMLElement, answer: StreamedAnswer, data: PlaygroundData): Promise<void> {
  const kind = sequentialKind(headerValue(answer.headers, 'content-type'));
  const noun = kind === 'event-stream' ? ['event', 'events'] : kind ? ['item', 'items'] : ['chunk', 'chunks'];
  const time = h('span', { class: 'pg-metric pg-live', 'data-metric': 'time' }, 'Streaming');
  const count = h('span', { class: 'pg-metric', 'data-metric': 'items' }, `0 ${noun[1]}`);
  const stop = h('button', { type: 'button', class: 'pg-stop' }, 'Stop');
  const list = h('ol', { class: 'pg-stream', 'aria-label': `Streamed ${noun[1]}` });
  const raw = kind ? undefined : h('pre', { class: 'pg-body q-code', tabindex: 0 }, h('code'));
  const ending = h('p', { class: 'pg-stream-end pg-live-end' }, `Waiting for the first ${noun[0]}…`);
  const line = statusLine(answer, time, count, stop);
  view.replaceChildren(h('div', { class: 'pg-response pg-streaming' }, line, headerList(answer.headers), raw ?? list, ending));
  stop.addEventListener('click', () => {
    stop.disabled = true;
    answer.stop();
  });
  // Closing the playground ends the stream too: nothing keeps reading behind a closed dialog.
  view.closest('dialog')?.addEventListener('close', () => answer.stop(), { once: true });

  const check = await startCheck(data, answer);
  // Items are checked when the documented response has an `itemSchema` for this content type.
  const checked = () => check?.verdict.items !== undefined;
  const reader = kind && createItemReader(kind);
  let items = 0;
  let bytes = 0;
  const seconds = (at = performance.now()) => `${((at - answer.started) / 1000).toFixed(2)} s`;
  let arrived = answer.started;
  const add = (item: Item) => {
    const differences = check?.checkItem(item, items) ?? [];
    list.append(itemEntry(item, items, seconds(arrived), kind === 'event-stream', checked() ? differences : undefined));
    items += 1;
    count.textContent = `${items} ${noun[items === 1 ? 0 : 1]}`;
  };
  let end: StreamEnd;
  for (;;) {
    const next = await answer.chunks.next();
    if (next.done) {
      end = next.value;
      break;
    }
    const { text, at } = next.value;
    arrived = at;
    bytes += new TextEncoder().encode(text).length;
    if (reader) reader.push(text).forEach(add);
    else raw!.firstElementChild!.append(text);
    if (!reader) count.textContent = formatSize(bytes);
    if (ending.classList.contains('pg-live-end')) ending.textContent = `Receiving… (${formatSize(bytes)} so far)`;
  }
  arrived = performance.now();
  reader?.end().forEach(add);
  stop.remove();
  time.classList.remove('pg-live');
  time.textContent = seconds();
  ending.className = `pg-stream-end pg-stream-${end.reason}`;
  ending.dataset.end = end.reason;
  const what = items ? `${items} ${noun[items === 1 ? 0 : 1]}` : formatSize(bytes);
  ending.textContent =
    end.reason === 'ended' || end.reason === 'stopped' ? `${endTitle(end)} after ${seconds()}: ${what}.` : `${what} in ${seconds()}. ${end.detail}`;
  // The whole answer's verdict, as for any answer: every item's differences listed under the status line.
  if (check) line.after(renderVerdict(check.verdict));
}

function endTitle(end: StreamEnd): string {
  return end.reason === 'stopped' ? 'Stopped by you' : 'Ended by the API';
}

/** The validator, loaded now that an answer is here; none when nothing is documented or it cannot load. */
async function startCheck(data: PlaygroundData, answer: StreamedAnswer): Promise<StreamCheck | undefined> {
  if (!data.responses?.length) return undefined;
  try {
    const { checkStream } = await import('@quire/request/check');
    return checkStream({ responses: data.responses, refs: data.refs }, answer);
  } catch (error) {
    // The check is a help, never a blocker: the stream is shown all the same.
    console.error('The stream could not be checked against the documentation:', error);
    return undefined;
  }
}

/**
 * One event or item: its time, an event's name and id, its data pretty-printed, and how it differs
 * from `itemSchema` (`differences` undefined: nothing to check it against).
 */
function itemEntry(item: Item, index: number, at: string, isEventStream: boolean, differences: Difference[] | undefined): HTMLElement {
  const event = isEventStream && 'value' in item ? (item.value as ServerSentEvent) : undefined;
  const text = 'error' in item ? undefined : event ? event.data : JSON.stringify(item.value);
  const json = text === undefined ? undefined : pretty(text);
  return h(
    'li',
    { class: `pg-stream-item${differences?.length ? ' pg-stream-item-differs' : ''}`, 'data-item': index + 1 },
    h(
      'p',
      { class: 'pg-stream-meta' },
      h('span', { class: 'pg-stream-time', 'data-time': at }, `+${at}`),
      event?.event !== undefined ? h('span', { class: 'pg-stream-event' }, event.event) : undefined,
      event?.id !== undefined ? h('span', { class: 'pg-stream-id' }, `id ${event.id}`) : undefined,
      differences?.length === 0 ? h('span', { class: 'pg-stream-ok', title: 'Matches the documented item schema' }, '✓ matches') : undefined,
    ),
    'error' in item
      ? h('p', { class: 'pg-stream-error' }, item.error)
      : json === undefined
        ? h('pre', { class: 'pg-body q-code', tabindex: 0 }, h('code', {}, text ?? ''))
        : jsonCode(json),
    // Inside the item's own entry its number goes without saying.
    differences?.length
      ? h('ul', { class: 'pg-verdict pg-verdict-differs pg-stream-differences' }, ...differences.map((d) => differenceItem({ ...d, item: undefined })))
      : undefined,
  );
}
