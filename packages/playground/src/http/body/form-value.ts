// The body's value as the form edits it: a plain JSON-like tree (files in multipart) that is the
// one source of truth for the form and the JSON text. The form only writes the paths it shows,
// so whatever else the value holds (extra properties from an example or the JSON text) stays.
import { isRecord, type ChoiceOption, type Field } from './form-model.ts';

export type Path = (string | number)[];

export function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) current = isRecord(current) || Array.isArray(current) ? (current as Record<string | number, unknown>)[key] : undefined;
  return current;
}

/**
 * Sets the value at a path, making the objects and arrays on the way, and returns the (possibly
 * new) root. `undefined` removes an object's property; in an array it leaves a hole, so the
 * items after it keep their places in the form.
 */
export function setAt(root: unknown, path: Path, next: unknown): unknown {
  if (!path.length) return next;
  const [key, ...rest] = path as [string | number, ...Path];
  const container = (typeof key === 'number' ? (Array.isArray(root) ? root : []) : isRecord(root) ? root : {}) as Record<string | number, unknown>;
  const child = setAt(container[key], rest, next);
  if (child === undefined && !Array.isArray(container)) delete container[key];
  else container[key] = child;
  return container;
}

/**
 * The value to send: empty optional fields left out (an optional object nobody filled in, holes of
 * removed inputs), a discriminator the reader did not type set from the chosen alternative, and
 * everything the schema does not describe kept as it is.
 * @param keep whether an empty object or array stays (`required`).
 */
export function bodyValue(field: Field, value: unknown, keep = field.required): unknown {
  if (value === undefined || value === null) return value;
  switch (field.kind) {
    case 'object': {
      if (!isRecord(value)) return value;
      const out: Record<string, unknown> = { ...value };
      for (const property of field.properties()) {
        if (!(property.name in out)) continue;
        const settled = bodyValue(property, out[property.name]);
        if (settled === undefined) delete out[property.name];
        else out[property.name] = settled;
      }
      return keep || Object.keys(out).length ? out : undefined;
    }
    case 'array': {
      if (!Array.isArray(value)) return value;
      const items = value.map((item) => bodyValue(field.item(), item, true)).filter((item) => item !== undefined);
      return keep || items.length ? items : undefined;
    }
    case 'choice': {
      const option = field.options()[chooseOption(field, value)];
      if (!option) return value;
      const settled = bodyValue(option.field, value, keep);
      const name = field.discriminator;
      return name && option.value !== undefined && isRecord(settled) && !(name in settled) ? { [name]: option.value, ...settled } : settled;
    }
    case 'file': {
      // Only real files are sent as files; an example's placeholder string is not one.
      const files = (Array.isArray(value) ? value : [value]).filter((f) => f instanceof Blob);
      return !files.length ? undefined : field.multiple ? files : files[0];
    }
    default:
      return value;
  }
}

/**
 * Which alternative a value is: the one its discriminator names, else the one it fits best
 * (its type, then how many of its properties the alternative knows). The first when nothing tells.
 */
export function chooseOption(field: Field & { kind: 'choice' }, value: unknown): number {
  const options = field.options();
  const name = field.discriminator;
  if (name && isRecord(value)) {
    const named = options.findIndex((o) => o.value !== undefined && o.value === value[name]);
    if (named >= 0) return named;
  }
  let best = 0;
  let bestScore = -Infinity;
  options.forEach((option, i) => {
    const score = fit(option.field, value);
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  return best;
}

function fit(field: Field, value: unknown): number {
  if (value === undefined) return 0;
  if (value === null) return field.nullable ? 1 : -1;
  switch (field.kind) {
    case 'object': {
      if (!isRecord(value)) return -1;
      const known = new Set(field.properties().map((p) => p.name));
      const keys = Object.keys(value);
      return 1 + keys.filter((k) => known.has(k)).length - keys.filter((k) => !known.has(k)).length / 2;
    }
    case 'array':
      return Array.isArray(value) ? 1 : -1;
    case 'enum':
      return field.values.some((v) => v === value) ? 2 : -1;
    case 'number':
      return typeof value === 'number' && (!field.integer || Number.isInteger(value)) ? 1 : -1;
    case 'string':
      return typeof value === 'string' ? 1 : -1;
    case 'boolean':
      return typeof value === 'boolean' ? 1 : -1;
    case 'choice':
      return Math.max(...field.options().map((o) => fit(o.field, value)));
    default:
      return 0.5;
  }
}

/**
 * The value after the reader picks another alternative: what the new one also describes is kept
 * (alternatives often share properties), and its discriminator value is set.
 */
export function switchOption(field: Field & { kind: 'choice' }, option: ChoiceOption, value: unknown): unknown {
  const target = option.field;
  let next: Record<string, unknown> | undefined;
  if (target.kind === 'object') {
    next = {};
    if (isRecord(value)) for (const p of target.properties()) if (p.name in value) next[p.name] = value[p.name];
  }
  const name = field.discriminator;
  if (name && option.value !== undefined) next = { [name]: option.value, ...next };
  return next;
}
