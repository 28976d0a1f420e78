// "Paste JSON": a body copied from a log, a test or another tool fills the form at once. The text
// is read when it is pasted into the panel's box (or pasted anywhere in the form outside an
// input), or with "Fill the form" after typing; why it cannot fill the form is said beside it.
// The reading of the text (paste-json.ts) loads when the panel opens or a paste comes, not with
// the playground.
import { h } from '../../dom.ts';
import type { Field } from './form-model.ts';

export interface PastePanel {
  /** The toolbar button that opens the panel. */
  button: HTMLElement;
  element: HTMLElement;
  /** For a paste in the form outside an input: fills the form when the text is JSON. */
  onFormPaste(event: ClipboardEvent): void;
}

export function pastePanel(field: Field, uid: (prefix: string) => string, fill: (value: unknown) => void): PastePanel {
  const id = uid('pb-paste');
  const status = h('div', { class: 'pb-paste-status', role: 'status', 'aria-live': 'polite' });
  const area = h('textarea', { id, class: 'pb-code', rows: 5, spellcheck: 'false', placeholder: '{ … }', 'aria-describedby': `${id}-s` });
  status.id = `${id}-s`;
  const box = h('div', { class: 'pb-paste', hidden: true }, h('label', { for: id }, 'Paste a JSON body to fill the form'), area);
  const button = h('button', { type: 'button', class: 'pb-paste-open', 'aria-expanded': 'false', 'aria-controls': id }, 'Paste body');

  let reader: Promise<typeof import('./paste-json.ts')> | undefined;
  const load = () => (reader ??= import('./paste-json.ts'));
  const apply = async (text: string): Promise<void> => {
    const result = (await load()).readPastedBody(field, text);
    if (!result.ok) {
      area.setAttribute('aria-invalid', 'true');
      status.className = 'pb-paste-status pb-error';
      status.replaceChildren(
        h('span', {}, 'The form was not filled:'),
        h('ul', {}, ...result.problems.map((p) => h('li', {}, h('code', {}, p.path), ` ${p.message}`))),
      );
      return;
    }
    fill(result.value);
    // The shell recomposes the request (URL, cURL) on change events from the form.
    status.dispatchEvent(new Event('change', { bubbles: true }));
    area.removeAttribute('aria-invalid');
    area.value = '';
    toggle(false);
    status.className = 'pb-paste-status';
    status.replaceChildren(
      h('span', {}, 'Filled the form from the pasted JSON.'),
      ...(result.extra.length
        ? [' Not in the schema, kept in the body (see JSON): ', ...result.extra.flatMap((path, i) => [i ? ', ' : '', h('code', {}, path)])]
        : []),
    );
  };
  const toggle = (open: boolean) => {
    box.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) {
      area.focus();
      void load();
    }
  };
  button.addEventListener('click', () => toggle(box.hidden !== false));
  // The pasted text alone, not what the box held before it.
  area.addEventListener('paste', (event) => {
    const text = event.clipboardData?.getData('text/plain');
    if (!text?.trim()) return;
    event.preventDefault();
    area.value = text;
    void apply(text);
  });
  const fillButton = h('button', { type: 'button', class: 'pb-paste-fill' }, 'Fill the form');
  fillButton.addEventListener('click', () => {
    if (area.value.trim()) void apply(area.value);
  });
  box.append(fillButton);

  return {
    button,
    element: h('div', { class: 'pb-paste-panel' }, box, status),
    onFormPaste(event) {
      const target = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || (target instanceof HTMLElement && target.isContentEditable)) return;
      const text = event.clipboardData?.getData('text/plain')?.trim();
      // Only what looks like a whole JSON body: other text pasted there means nothing to the form.
      if (!text || !/^[[{]/.test(text)) return;
      event.preventDefault();
      area.value = text;
      // Refused: the text stays in the open box, to be corrected there.
      void apply(text).then(() => area.value && toggle(true));
    },
  };
}
