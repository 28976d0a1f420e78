/**
 * A boolean prop as docs write it: `required` (true), `required={false}`, or the strings
 * "true" and "false" that docs written for other platforms often pass.
 */
export function isOn(value: unknown, fallback = false): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value.trim().toLowerCase() !== 'false';
  return Boolean(value);
}
