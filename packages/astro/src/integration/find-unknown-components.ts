import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { componentTags, declaredNames, declaredNamesInJsx, proseOf } from './mdx-tags.ts';

/**
 * Component tags an MDX or JSX file uses that nothing defines: not one of ours, not imported, not
 * declared in the file. Docs written for other platforms use such tags; they render their
 * children with a warning instead of failing the build.
 */
export function findUnknownComponents(files: { path: string; text: string }[], known: ReadonlySet<string>): { names: string[]; diagnostics: Diagnostic[] } {
  const names = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const { path, text } of files) {
    const prose = proseOf(text);
    const defined = /\.[jt]sx$/.test(path) ? declaredNamesInJsx(prose) : declaredNames(prose);
    for (const m of componentTags(prose)) {
      // A type in an attribute's text (`type="Class<Transport>"`) is no tag.
      if (/[\w$]/.test(prose[m.index - 1] ?? '')) continue;
      // `<GitHub.Repo>` is unknown when its root is: the whole name stands in.
      const name = m.fullName;
      if (known.has(m.name) || defined.has(m.name) || names.has(name)) continue;
      names.add(name);
      const line = prose.slice(0, m.index).split('\n').length;
      diagnostics.push(
        diagnostic('MDX_COMPONENT_UNKNOWN', `<${name}> is not a Quire component and is not imported: its content is shown without it.`, {
          file: path,
          line,
          column: m.index - prose.lastIndexOf('\n', m.index),
          severity: 'warning',
          hint: `Import it from a snippet (import ${m.name} from '/snippets/${m.name.toLowerCase()}.jsx'), or use a Quire component instead.`,
        }),
      );
    }
  }
  return { names: [...names].sort(), diagnostics };
}
