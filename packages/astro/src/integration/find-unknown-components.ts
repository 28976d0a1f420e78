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
  // Each distinct text read once (versioned docs repeat pages word for word), MDX and JSX apart.
  const read = { mdx: new Map<string, Tag[]>(), jsx: new Map<string, Tag[]>() };
  for (const { path, text } of files) {
    const kind = /\.[jt]sx$/.test(path) ? 'jsx' : 'mdx';
    let tags = read[kind].get(text);
    if (!tags) read[kind].set(text, (tags = undefinedTags(text, kind, known)));
    for (const m of tags) {
      // `<GitHub.Repo>` is unknown when its root is: the whole name stands in.
      const name = m.fullName;
      if (names.has(name)) continue;
      names.add(name);
      const line = text.slice(0, m.index).split('\n').length;
      diagnostics.push(
        diagnostic('MDX_COMPONENT_UNKNOWN', `<${name}> is not a Quire component and is not imported: its content is shown without it.`, {
          file: path,
          line,
          column: m.index - text.lastIndexOf('\n', m.index),
          severity: 'warning',
          hint: `Import it from a snippet (import ${m.name} from '/snippets/${m.name.toLowerCase()}.jsx'), or use a Quire component instead.`,
        }),
      );
    }
  }
  return { names: [...names].sort(), diagnostics };
}

type Tag = ReturnType<typeof componentTags>[number];

/** The tags of a text that are neither `known` nor defined in it, in order. */
function undefinedTags(text: string, kind: 'mdx' | 'jsx', known: ReadonlySet<string>): Tag[] {
  const prose = proseOf(text);
  const defined = kind === 'jsx' ? declaredNamesInJsx(prose) : declaredNames(prose);
  // A type in an attribute's text (`type="Class<Transport>"`) is no tag.
  return componentTags(prose).filter((m) => !/[\w$]/.test(prose[m.index - 1] ?? '') && !known.has(m.name) && !defined.has(m.name));
}
