import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { componentTags, declaredNames, proseOf } from './mdx-tags.ts';

/**
 * Component tags an MDX file uses that nothing defines: not one of ours, not imported, not
 * declared in the file. Docs written for other platforms use such tags; they render their
 * children with a warning instead of failing the build.
 */
export function findUnknownComponents(files: { path: string; text: string }[], known: ReadonlySet<string>): { names: string[]; diagnostics: Diagnostic[] } {
  const names = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const { path, text } of files) {
    const prose = proseOf(text);
    const defined = declaredNames(prose);
    for (const m of componentTags(prose)) {
      if (m.namespaced) continue;
      const { name } = m;
      if (known.has(name) || defined.has(name) || names.has(name)) continue;
      names.add(name);
      const line = prose.slice(0, m.index).split('\n').length;
      diagnostics.push(
        diagnostic('MDX_COMPONENT_UNKNOWN', `<${name}> is not a Quire component and is not imported: its content is shown without it.`, {
          file: path,
          line,
          column: m.index - prose.lastIndexOf('\n', m.index),
          severity: 'warning',
          hint: `Import it from a snippet (import ${name} from '/snippets/${name.toLowerCase()}.jsx'), or use a Quire component instead.`,
        }),
      );
    }
  }
  return { names: [...names].sort(), diagnostics };
}
