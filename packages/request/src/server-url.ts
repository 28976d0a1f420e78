// Server URL templates (`https://{region}.api.test/{version}`) and their variables.
import type { ServerSpec } from './request-schema.ts';

const variablePattern = /\{([^{}]+)\}/g;

/** The names of a server URL's `{variables}`, in order, each once. */
export function serverVariableNames(url: string): string[] {
  return [...new Set([...url.matchAll(variablePattern)].map((m) => m[1]!))];
}

/**
 * The server's URL with its `{variables}` filled in: the given value, else the variable's
 * default (an empty value counts as not given). A variable the server does not declare stays as
 * written, so the reader sees what is missing.
 */
export function serverUrl(server: ServerSpec, values: Record<string, string | undefined> = {}): string {
  return fillVariables(server.url, (name) => values[name] || server.variables[name]?.default);
}

/**
 * A template's `{name}`s filled in (an HTTP server URL, an AsyncAPI server's host or path, a
 * channel address); a name without a value stays as written. `encode` applies to each value.
 */
export function fillVariables(template: string, valueFor: (name: string) => string | undefined, encode: (value: string) => string = (v) => v): string {
  return template.replace(variablePattern, (whole, name: string) => {
    const value = valueFor(name);
    return value ? encode(value) : whole;
  });
}

/** A variable's choices: its default first, then its `enum` (a sloppy spec may leave the default out of it). */
export function serverVariableChoices(variable: ServerSpec['variables'][string]): string[] {
  return [...new Set([variable.default, ...(variable.enum ?? [])])];
}

/**
 * Whether the reader names the server's origin: its scheme, host or port holds a variable without
 * an `enum` (`https://{host}/v1`, `http://localhost:{port}`, `{baseUrl}/v2`). The relay reaches
 * only the origins the build knew (a free variable's default), so such a server is sent to from
 * the reader's browser.
 */
export function readerNamesOrigin(server: ServerSpec): boolean {
  // A path on the docs site's own origin (`/api`) has no origin of its own; `{baseUrl}/v1` does.
  if (/^\/(?!\/)/.test(server.url)) return false;
  const origin = /^([^/]*\/\/)?[^/]*/.exec(server.url)?.[0] ?? '';
  return serverVariableNames(origin).some((name) => {
    const variable = server.variables[name];
    return variable !== undefined && !variable.enum?.length;
  });
}

/** Whether a URL is absolute http(s), the only kind a request can go to. */
export function isHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * A server URL made absolute: `//host` takes https; a relative URL (`/api`) is taken against
 * `origin`, such as the site's own or a documentation placeholder.
 */
export function absoluteServerUrl(url: string, origin: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  return origin.replace(/\/+$/, '') + (url && !url.startsWith('/') ? `/${url}` : url);
}

/** A spec's variables could multiply into millions of URLs; beyond this many, only defaults count. */
const maxVariants = 1000;

/**
 * Every URL a server can stand for: each variable takes each of its choices; a free-form
 * variable takes its default only, as any other value is the reader's own choice.
 */
export function serverUrlVariants(server: ServerSpec): string[] {
  const names = serverVariableNames(server.url).filter((name) => server.variables[name]);
  const choices = names.map((name) => serverVariableChoices(server.variables[name]!));
  const count = choices.reduce((total, values) => total * values.length, 1);
  const combinations = count > maxVariants ? [choices.map((values) => values[0]!)] : product(choices);
  return combinations.map((values) => names.reduce((url, name, i) => url.replaceAll(`{${name}}`, values[i]!), server.url));
}

function product(choices: string[][]): string[][] {
  return choices.reduce<string[][]>((rows, values) => rows.flatMap((row) => values.map((value) => [...row, value])), [[]]);
}
