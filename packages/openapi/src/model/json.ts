/** Narrowing helpers for documents that come from users and may hold anything. */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asObject(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The `x-` keys of an object, without `x-docs` (or `x-mint`), `x-hidden` and `x-excluded` that the model reads itself. */
export function extensionsOf(value: JsonObject): JsonObject {
  const known = new Set(['x-docs', 'x-mint', 'x-hidden', 'x-excluded']);
  return Object.fromEntries(Object.entries(value).filter(([k]) => k.startsWith('x-') && !known.has(k)));
}
