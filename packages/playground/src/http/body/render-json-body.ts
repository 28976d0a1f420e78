// A JSON body two ways, a schema form and the raw JSON text, behind a "Form | JSON" switch. The
// form's value is the one truth: the text is written from it when the reader switches to JSON
// after editing the form, and read back into it when the text parses. Text that does not parse
// says why beside it and leaves the form as it was.
import type { EncodedBody } from '../island-parts.ts';
import { h } from '../../dom.ts';
import { encodeJson, encodeText } from './encode-body.ts';
import type { Field } from './form-model.ts';
import { bodyValue } from './form-value.ts';
import { createForm } from './render-form.ts';
import type { MediaEditor } from './media-editor.ts';
import { pastePanel } from './paste-panel.ts';

export function jsonEditor(field: Field, mediaType: string, uid: (prefix: string) => string): MediaEditor {
  // Without a schema to break down (none, or a free-form value) the form would be one text area: JSON only.
  const hasForm = field.kind !== 'json';
  let mode: 'form' | 'json' = hasForm ? 'form' : 'json';
  /** The form changed since the text was written from it. */
  let formEdited = true;
  /** The text's value when it parsed since the form last took it. */
  let parsed: { value: unknown } | undefined;

  const form = createForm(field, uid, () => (formEdited = true));
  const textId = uid('pb-json');
  const error = h('p', { class: 'pb-error', id: `${textId}-e`, 'aria-live': 'polite' });
  const area = h('textarea', {
    id: textId,
    class: 'pb-code pb-json',
    rows: 14,
    spellcheck: 'false',
    'aria-describedby': `${textId}-e`,
    oninput: () => readText(),
  });
  const textPanel = h('div', { class: 'pb-text' }, h('label', { class: 'pb-sr', for: textId }, 'Body as JSON'), area, error);

  const readText = () => {
    try {
      parsed = { value: area.value.trim() ? (JSON.parse(area.value) as unknown) : undefined };
      error.textContent = '';
      area.removeAttribute('aria-invalid');
    } catch (e) {
      parsed = undefined;
      error.textContent = `Not valid JSON: ${(e as Error).message}. The form keeps the last valid body.`;
      area.setAttribute('aria-invalid', 'true');
    }
  };
  const current = () => bodyValue(field, form.value());
  const writeText = () => {
    const value = current();
    area.value = value === undefined ? '' : JSON.stringify(value, null, 2);
    formEdited = false;
    parsed = undefined;
    error.textContent = '';
    area.removeAttribute('aria-invalid');
  };

  const buttons = { form: h('button', { type: 'button' }, 'Form'), json: h('button', { type: 'button' }, 'JSON') };
  const show = (next: 'form' | 'json') => {
    if (next === 'json' && formEdited) writeText();
    if (next === 'form' && parsed) {
      form.setValue(parsed.value);
      // The text stays as typed (its spacing, its order) until the form is edited.
      formEdited = false;
      parsed = undefined;
    }
    mode = next;
    form.element.hidden = mode !== 'form';
    textPanel.hidden = mode !== 'json';
    for (const [name, button] of Object.entries(buttons)) button.setAttribute('aria-pressed', String(name === mode));
  };
  buttons.form.addEventListener('click', () => show('form'));
  buttons.json.addEventListener('click', () => show('json'));
  show(mode);

  const prefill = (value: unknown) => {
    form.setValue(value);
    formEdited = true;
    if (mode === 'json') writeText();
  };
  // A pasted body replaces the form's value, as an example does; the JSON view shows it too.
  const paste = hasForm ? pastePanel(field, uid, prefill) : undefined;
  if (paste) form.element.addEventListener('paste', paste.onFormPaste);

  return {
    element: h('div', {}, paste?.element, form.element, textPanel),
    tools: paste
      ? h(
          'div',
          { class: 'pb-tools' },
          paste.button,
          h('div', { class: 'pb-switch', role: 'group', 'aria-label': 'Edit the body as' }, buttons.form, buttons.json),
        )
      : undefined,
    prefill,
    // What is shown is sent: the text as typed (even when it does not parse: the API's answer
    // to a malformed body is worth seeing), or the form's value.
    async encode(): Promise<EncodedBody | undefined> {
      if (mode === 'json') return area.value.trim() ? encodeText(area.value, mediaType, '--data') : undefined;
      const value = current();
      return value === undefined ? undefined : encodeJson(value, mediaType);
    },
  };
}
