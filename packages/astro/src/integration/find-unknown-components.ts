import { diagnostic, type Diagnostic } from '@quire/diagnostics';

/**
 * Component tags an MDX file uses that nothing defines: not one of ours, not imported, not
 * declared in the file. Docs written for other platforms use such tags; they render their
 * children with a warning instead of failing the build.
 */
export function findUnknownComponents(files: { path: string; text: string }[], known: ReadonlySet<string>): { names: string[]; diagnostics: Diagnostic[] } {
  const names = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const { path, text } of files) {
    const prose = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' ')).replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
    const defined = new Set<string>();
    for (const m of prose.matchAll(/^import\s+([\s\S]*?)\s+from\s/gm)) for (const name of m[1]!.match(/[A-Za-z_$][\w$]*/g) ?? []) defined.add(name);
    for (const m of prose.matchAll(/^export\s+(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/gm)) defined.add(m[1]!);
    for (const m of prose.matchAll(/<([A-Z][\w$]*)(?=[\s/>])/g)) {
      const name = m[1]!;
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
