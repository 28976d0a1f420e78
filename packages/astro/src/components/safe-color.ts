/** A CSS color from a prop (`#FFC107`, `rgb(...)`, `oklch(...)`), or undefined if it could carry more than a color into a style attribute. */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const color = value.trim();
  return color && /^[#\w\s(),.%/+-]+$/.test(color) && !/url\s*\(/i.test(color) ? color : undefined;
}
