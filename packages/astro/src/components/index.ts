/** The components MDX pages may use without importing them, by name. */
export const mdxComponents: Record<string, unknown> = {};
