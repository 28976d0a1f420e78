/** RFC 6901 JSON pointers, to and from path segments. */

export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** Segments of `/a/b` or of a `$ref` fragment `#/a/b`; only the fragment form is URI-encoded. */
export function fromPointer(pointer: string): string[] {
  if (pointer === '' || pointer === '#') return [];
  const fragment = pointer.startsWith('#');
  return pointer
    .slice(fragment ? 1 : 0)
    .split('/')
    .slice(1)
    .map((s) => (fragment ? safeDecode(s) : s).replaceAll('~1', '/').replaceAll('~0', '~'));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
