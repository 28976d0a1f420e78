import { unknownComponents } from 'virtual:quire/mdx';
import Passthrough from './Passthrough.astro';
import { mdxComponents } from './index.ts';

/**
 * What MDX pages render with: Quire's components, and a stand-in for each unknown tag; a
 * namespaced one (`GitHub.Repo`) gets an object holding the stand-in under each member name.
 */
export const pageComponents: Record<string, unknown> = { ...standIns(unknownComponents), ...mdxComponents };

function standIns(names: readonly string[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const name of names) {
    const parts = name.split('.');
    let scope = root;
    for (const part of parts.slice(0, -1)) scope = (scope[part] ??= {}) as Record<string, unknown>;
    scope[parts.at(-1)!] = Passthrough;
  }
  return root;
}
