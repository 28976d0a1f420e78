// The form of a body: one value, drawn as fields, replaced whole by an example or by JSON text.
import { h } from '../../dom.ts';
import type { Field } from './form-model.ts';
import { getAt, setAt } from './form-value.ts';
import { renderField, type FormState } from './render-field.ts';

export interface FormView {
  element: HTMLElement;
  /** The value as edited, empty fields and all: `bodyValue` makes it the value to send. */
  value(): unknown;
  setValue(value: unknown): void;
}

/** @param changed called after each edit the reader makes in the form. */
export function createForm(field: Field, uid: (prefix: string) => string, changed: () => void = () => {}): FormView {
  let value: unknown;
  const state: FormState = {
    get: (path) => getAt(value, path),
    set: (path, next) => {
      value = setAt(value, path, next);
      changed();
    },
    uid,
    picked: new Map(),
    open: new Set(),
  };
  const element = h('div', { class: 'pb-form' });
  return {
    element,
    value: () => value,
    setValue(next) {
      // A copy: the form edits its value in place, and an example must stay as the spec gave it.
      value = structuredClone(next);
      state.picked.clear();
      state.open.clear();
      element.replaceChildren(renderField(field, [], state));
    },
  };
}
