// What the playground warns about before sending: required parameters and credentials left
// empty. The reader may still send (an API can be lenient, or the reader tests its errors).
import type { Parameter } from '@quire/openapi/browser';
import { isGiven, parameterKey, type ParamValue } from './compose-request.ts';

/** One empty required value, as the warning names it. */
export interface EmptyValue {
  /** What the reader looks for in the form: the parameter's or the credential's name. */
  name: string;
  /** Where it goes: `path parameter`, `header`, `API key`, `bearer token`... */
  what: string;
}

const where: Record<Parameter['in'], string> = {
  path: 'path parameter',
  query: 'query parameter',
  querystring: 'query string',
  header: 'header',
  cookie: 'cookie',
};

/** Required parameters without a value, in the order the form shows them, then the empty credentials. */
export function emptyRequired(parameters: Parameter[], values: Record<string, ParamValue | undefined>, credentials: EmptyValue[] = []): EmptyValue[] {
  const order: Parameter['in'][] = ['path', 'query', 'querystring', 'header', 'cookie'];
  const params = order.flatMap((location) =>
    parameters.filter((p) => p.in === location && p.required && !isGiven(values[parameterKey(p)])).map((p) => ({ name: p.name, what: where[p.in] })),
  );
  return [...params, ...credentials];
}

/** The warning's sentence: `petId (path parameter) and X-API-Key (API key) are required but empty.` */
export function emptyRequiredText(empty: EmptyValue[]): string {
  const names = empty.map((e) => `${e.name} (${e.what})`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
  return `${list} ${names.length > 1 ? 'are' : 'is'} required but empty: the API will probably refuse the request.`;
}
