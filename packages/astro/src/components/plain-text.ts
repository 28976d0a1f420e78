/**
 * The text of a prop that authors may give as a string or as JSX (`label={<><Icon … /> Quickstart</>}`,
 * common in docs written for the hosted platform): strings and numbers as they are, elements by
 * the text of their children. For anchors and labels that need words, not markup.
 */
export function plainText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(plainText).join('');
  if (value && typeof value === 'object' && 'props' in value) return plainText((value as { props?: { children?: unknown } }).props?.children);
  return '';
}
