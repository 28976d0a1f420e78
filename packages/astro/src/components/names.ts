/**
 * Names of the components MDX pages may use without importing them. Kept apart from
 * `index.ts` (which imports the .astro files) so the integration can read it in Node.
 */
export const componentNames: readonly string[] = [];
