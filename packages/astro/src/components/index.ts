import Passthrough from './Passthrough.astro';
import { mdxComponentsOf } from './registry.ts';

/** The components MDX pages may use without importing them, by name: registry.ts's table, loaded from the files beside this one. */
export const mdxComponents: Record<string, unknown> = mdxComponentsOf(import.meta.glob('./*.astro', { eager: true, import: 'default' }), Passthrough);
