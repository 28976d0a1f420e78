import { unknownComponents } from 'virtual:quire/mdx';
import Passthrough from './Passthrough.astro';
import { mdxComponents } from './index.ts';

/** What MDX pages render with: Quire's components, and a stand-in for each unknown tag. */
export const pageComponents: Record<string, unknown> = {
  ...Object.fromEntries(unknownComponents.map((name) => [name, Passthrough])),
  ...mdxComponents,
};
