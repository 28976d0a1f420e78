/**
 * A value from a user's file or request as an error message names it: `the string "yes"`,
 * `the number 42`, `the boolean true`, `an array`, `an object`, `null`. Long strings are cut.
 * Its own module (no YAML), so the relay can name values without loading a parser.
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `the ${typeof value} ${String(value)}`;
  return String(value);
}
