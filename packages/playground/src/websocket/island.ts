// The WebSocket playground island: loaded when a reader first clicks "Connect" on a channel page,
// never before. It fetches the page's playground data, then connects straight from the browser
// (WebSockets are not subject to CORS, so no relay is involved), sends composed messages and logs
// everything that crosses the connection.
import { h } from '../dom.ts';
import { openIslandDialog } from '../island-dialog.ts';
import { createComposer } from './composer.ts';
import { createConnectionForm } from './connection-form.ts';
import { composeConnection, showProtocol, type Connection } from './connection-url.ts';
import { closeText } from './frame-text.ts';
import { createMessageLog } from './message-log.ts';
import type { WsPlaygroundData } from '../contract.ts';
// A URL, not a side-effect import: Astro drops the CSS of a lazily imported chunk of a page script.
import stylesheet from './island.css?url';

let ids = 0;
const uid = (prefix: string) => `ws-${prefix}-${++ids}`;

/** Opens the WebSocket playground whose "Connect" button is `trigger`, building it the first time. */
export function openWsPlayground(trigger: HTMLElement): Promise<void> {
  return openIslandDialog(trigger, { stylesheet, label: 'WebSocket playground', className: 'pg ws', dataUrl: trigger.dataset.wsPlaygroundData, build });
}

type State = 'idle' | 'connecting' | 'open' | 'closing' | 'closed' | 'failed';

function build(data: WsPlaygroundData): HTMLElement {
  const form = createConnectionForm(data, uid);
  const log = createMessageLog();
  let socket: WebSocket | undefined;
  const composer = createComposer(data.messages, uid, (text) => {
    if (socket?.readyState !== WebSocket.OPEN) return log.add('event', 'Not sent: the connection is not open.');
    socket.send(text);
    log.add('sent', text);
  });

  const urlLine = h('code', { class: 'pg-url ws-url' });
  const protocolLine = h('p', { class: 'ws-protocols' });
  const notice = h('div', { 'aria-live': 'polite' });
  const state = h('p', { class: 'ws-state', role: 'status', 'data-state': 'idle' }, 'Not connected');
  const connect = h('button', { type: 'button', class: 'pg-send' }, 'Connect');
  const disconnect = h('button', { type: 'button', class: 'pg-copy', disabled: true }, 'Disconnect');

  /** The URL and subprotocols, shown as the reader types, before anything connects. */
  const compose = (): Connection => {
    const connection = composeConnection(data, form.choices());
    urlLine.textContent = connection.url;
    // The credential, when it travels as a subprotocol, shows as <token>: the page may be shared or recorded.
    protocolLine.textContent = connection.shownProtocols.length ? `Subprotocols: ${connection.shownProtocols.join(', ')}` : 'Subprotocols: none';
    return connection;
  };
  compose();
  form.element.addEventListener('input', () => compose());
  form.element.addEventListener('change', () => compose());

  const setState = (next: State, text: string) => {
    state.dataset.state = next;
    state.textContent = text;
    const busy = next === 'connecting' || next === 'open' || next === 'closing';
    connect.disabled = busy;
    disconnect.disabled = !(next === 'connecting' || next === 'open');
    for (const control of form.element.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) control.disabled = busy;
    composer.setConnected(next === 'open');
  };

  connect.addEventListener('click', () => {
    const connection = compose();
    const { url, protocols, shownProtocols, missing, missingVariables, invalidVariables, invalidProtocols } = connection;
    const names = (list: string[], one: string, many: string) => `${list.length > 1 ? many : one} ${list.join(', ')}`;
    if (missingVariables.length) return void notice.replaceChildren(problem(`Fill in the server ${names(missingVariables, 'variable', 'variables')} first.`));
    // Named, never echoed: a value pasted in the wrong field may be a secret.
    if (invalidVariables.length)
      return void notice.replaceChildren(
        problem(
          `The server ${names(invalidVariables, 'variable', 'variables')} may contain only letters, digits and . _ ~ - (a port only digits): a / ? # @ or : would change the host connected to.`,
        ),
      );
    if (missing.length) return void notice.replaceChildren(problem(`Fill in the channel ${names(missing, 'parameter', 'parameters')} first.`));
    if (connection.unsafeUrl) return void notice.replaceChildren(problem(`Not connecting: this URL would not reach the server's own host.`));
    if (invalidProtocols.length)
      return void notice.replaceChildren(
        problem(`A subprotocol may contain only letters, digits and !#$%&'*+-.^_\`|~ (no spaces, :, = or /): ${invalidProtocols.join(', ')} cannot be sent.`),
      );
    notice.replaceChildren();
    let opened: WebSocket;
    try {
      opened = new WebSocket(url, protocols);
    } catch (error) {
      return void notice.replaceChildren(problem(`The browser refused this connection: ${(error as Error).message}`));
    }
    socket = opened;
    opened.binaryType = 'arraybuffer';
    setState('connecting', `Connecting to ${url}…`);
    log.add('event', `Connecting to ${url}${shownProtocols.length ? ` with subprotocols ${shownProtocols.join(', ')}` : ''}`);
    let failed = false;
    opened.addEventListener('open', () => {
      if (socket !== opened) return;
      // A server may choose the credential itself as the subprotocol: it stays masked.
      const chosen = opened.protocol && showProtocol(connection, opened.protocol);
      setState('open', `Connected${chosen ? ` (subprotocol ${chosen})` : ''}`);
      log.add('event', `Connected${chosen ? `, subprotocol ${chosen}` : ''}`);
    });
    opened.addEventListener('message', (event) => socket === opened && log.add('received', event.data));
    // The error event carries no detail (browsers hide why a handshake failed): the close that
    // follows gives the code.
    opened.addEventListener('error', () => void (failed = true));
    opened.addEventListener('close', (event) => {
      if (socket !== opened) return;
      const how = closeText(event.code, event.reason);
      setState(failed ? 'failed' : 'closed', failed ? `Connection failed, ${how}` : `Closed, ${how}`);
      log.add('event', failed ? `Connection failed, ${how}` : `Closed, ${how}`);
    });
  });
  disconnect.addEventListener('click', () => {
    if (!socket) return;
    setState('closing', 'Closing…');
    socket.close(1000, 'Closed from the playground');
  });

  return h(
    'div',
    { class: 'pg-layout' },
    h(
      'div',
      { class: 'pg-request' },
      h('div', { class: 'pg-url-line ws-url-line' }, h('div', { class: 'ws-target' }, urlLine, protocolLine), connect, disconnect),
      h('div', { class: 'ws-status-line' }, state, notice),
      form.element,
    ),
    h('div', { class: 'pg-output' }, composer.element, log.element),
  );
}

function problem(text: string): HTMLElement {
  return h('p', { class: 'pg-error', role: 'alert' }, text);
}
