// @ts-expect-error: Astro's own tagging helper, the one its MDX integration uses; it has no types.
import { __astro_tag_component__ } from 'astro/runtime/server/index.js';

/**
 * Renders a JSX element that an author passed as a prop value (`label={<><Icon … /> Quickstart</>}`,
 * `icon={<svg … />}`) inside one of Quire's .astro components, which would print a bare element as
 * "[object Object]". Given to Astro's JSX renderer, as MDX's own components are.
 */
export default function JsxValue({ value }: { value: unknown }): unknown {
  return value;
}
__astro_tag_component__(JsxValue, 'astro:jsx');

/** Whether a prop value is markup rather than text. */
export function isElement(value: unknown): boolean {
  return value !== null && typeof value === 'object';
}
