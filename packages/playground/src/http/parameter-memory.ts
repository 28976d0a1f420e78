// Values the reader types for parameters, offered again on every operation of the site with a
// parameter of the same name and place (an account id in the path, a tenant header): the
// playground's global variables. They live where the playground keeps the reader's other
// choices (the site's browser storage, see auth/store.ts); a password-format parameter is a
// secret outside the auth panel's "Kept in this browser only" and its Clear button, so it is
// never kept.
import type { Parameter, SchemaObject } from '@quire/openapi/browser';
import type { ParamValue } from './compose-request.ts';
import type { Store } from '../store.ts';

export interface ParameterMemory {
  /** What the reader last typed for a parameter of this name and place, on any page. */
  recall(p: Parameter, schema: SchemaObject): ParamValue | undefined;
  /** Keeps what the reader typed; an emptied field forgets it. */
  remember(p: Parameter, schema: SchemaObject, value: ParamValue | undefined): void;
}

export function parameterMemory(store: Store): ParameterMemory {
  return {
    recall(p, schema) {
      if (!kept(schema)) return undefined;
      const text = store.get(keyOf(p));
      let value: unknown;
      try {
        value = text === undefined ? undefined : JSON.parse(text);
      } catch {
        return undefined;
      }
      // A parameter of the same name elsewhere may take another shape: its value is offered only where it fits.
      const shape = (v: unknown) => (Array.isArray(v) ? 'list' : typeof v === 'object' && v !== null ? 'object' : typeof v === 'string' ? 'text' : undefined);
      const wanted = schema.type === 'array' ? 'list' : schema.type === 'object' && !p.content ? 'object' : 'text';
      return shape(value) === wanted ? (value as ParamValue) : undefined;
    },
    remember(p, schema, value) {
      if (!kept(schema)) return;
      const empty = value === undefined || value === '' || (Array.isArray(value) && !value.some((v) => v !== ''));
      if (empty) store.remove(keyOf(p));
      else store.set(keyOf(p), JSON.stringify(value));
    },
  };
}

/** Header names are case-insensitive (RFC 9110); other names are matched as written. */
function keyOf(p: Parameter): string {
  return `param ${p.in} ${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
}

function kept(schema: SchemaObject): boolean {
  return schema.format !== 'password';
}
