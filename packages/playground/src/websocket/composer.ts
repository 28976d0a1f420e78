// The message composer: pick one of the messages a client sends, edit its JSON (prefilled from
// the spec's first example), and send it once it parses and matches the payload schema. Problems
// are listed with their JSON path and the message is not sent, unless the reader says "send anyway".
import { field, h } from '../dom.ts';
import { checkMessage, type Problem } from './check-message.ts';
import type { WsMessage } from '../contract.ts';

export interface Composer {
  element: HTMLElement;
  /** Whether a connection is open: sending is possible only then. */
  setConnected(open: boolean): void;
}

export function createComposer(messages: WsMessage[], uid: (prefix: string) => string, send: (text: string) => void): Composer {
  let chosen = messages[0];
  const editor = h('textarea', { rows: 10, spellcheck: 'false', autocomplete: 'off' });
  const exampleSelect = h('select', {});
  const exampleBox = h('div', {});
  const problemsBox = h('div', { 'aria-live': 'polite' });
  const sendButton = h('button', { type: 'submit', class: 'pg-send', disabled: true }, 'Send');

  const fill = (value: unknown) => {
    editor.value = value === undefined ? '' : chosen?.json === false && typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    problemsBox.replaceChildren();
    editor.removeAttribute('aria-invalid');
  };
  const choose = () => {
    const examples = chosen?.examples ?? [];
    exampleSelect.replaceChildren(...examples.map((e, i) => h('option', { value: String(i) }, e.label)));
    exampleBox.replaceChildren(examples.length > 1 ? field(uid('ws-example'), 'Example', exampleSelect) : '');
    fill(examples[0]?.value ?? (chosen?.json ? {} : ''));
  };
  exampleSelect.addEventListener('change', () => fill(chosen?.examples[exampleSelect.selectedIndex]?.value));

  const messageSelect = h('select', {}, ...messages.map((m, i) => h('option', { value: String(i) }, m.label)));
  messageSelect.addEventListener('change', () => {
    chosen = messages[messageSelect.selectedIndex];
    choose();
  });
  choose();

  const showProblems = (problems: Problem[]) => {
    editor.setAttribute('aria-invalid', 'true');
    const anyway = h('button', { type: 'button', class: 'pg-copy' }, 'Send anyway');
    anyway.addEventListener('click', () => {
      problemsBox.replaceChildren();
      editor.removeAttribute('aria-invalid');
      send(editor.value);
    });
    problemsBox.replaceChildren(
      h(
        'div',
        { class: 'pg-error ws-problems', role: 'alert' },
        h('strong', {}, 'Not sent: the message does not match its schema'),
        h('ul', {}, ...problems.map((p) => h('li', {}, h('code', {}, p.path), ' ', p.message))),
        anyway,
      ),
    );
  };

  const form = h(
    'form',
    { class: 'pg-inputs ws-composer', novalidate: true },
    messages.length > 1
      ? field(uid('ws-message'), 'Message', messageSelect)
      : h(
          'p',
          { class: 'pg-server-url' },
          chosen ? `Message: ${chosen.label}` : 'The spec describes no message a client sends here: what you type is sent as text.',
        ),
    exampleBox,
    field(uid('ws-payload'), 'Payload', editor, 'Ctrl+Enter sends.'),
    problemsBox,
    h('div', { class: 'ws-actions' }, sendButton),
  );
  // Ctrl+Enter (⌘+Enter) sends from the editor, as in most consoles.
  editor.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sendButton.disabled) return;
    // Without a described message there is nothing to check against: the text goes as typed.
    const checked = checkMessage(editor.value, { json: chosen?.json ?? false, ...(chosen?.schema ? { schema: chosen.schema } : {}) });
    if (!checked.ok) return showProblems(checked.problems);
    problemsBox.replaceChildren();
    editor.removeAttribute('aria-invalid');
    send(checked.text);
  });

  return {
    element: h('section', { class: 'ws-composer-section', 'aria-label': 'Compose a message' }, h('h3', { class: 'ws-subhead' }, 'Compose a message'), form),
    setConnected(open) {
      sendButton.disabled = !open;
      sendButton.title = open ? '' : 'Connect first';
    },
  };
}
