import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { fileLimit, mapWithLimit } from '@quire/site';
import { mdxToJs } from 'satteri';
import { preparedMdx } from './prepare-mdx.ts';
import { blankFrontmatter } from './mdx-tags.ts';

/**
 * What MDX cannot compile (an unclosed `<Note>`, a `{` that is no JavaScript), found by the same
 * MDX compiler the build uses, so that `quire check` and `quire dev` give the verdict `quire
 * build` would, at the page's file:line, instead of the build stopping on it. The text is the one
 * the build compiles: frontmatter blanked (lines kept), Quire's own rewrites applied, and read
 * for math where the site reads it (a formula's braces are TeX, not JavaScript).
 */
export async function findMdxSyntaxErrors(files: readonly { path: string; text: string }[], math = false): Promise<Diagnostic[]> {
  const found = await mapWithLimit(
    files.filter((file) => file.path.endsWith('.mdx')),
    fileLimit,
    async ({ path, text }) => {
      try {
        await mdxToJs(preparedMdx(blankFrontmatter(text), { math }), { features: { math } });
        return undefined;
      } catch (error) {
        const message = (error as Error).message;
        const at = /^(\d+):(\d+):\s*(.*)$/s.exec(message);
        const reason = (at?.[3] ?? message).replace(/\s*\(\d+:\d+\)/, '').replace(/\s*\([\w-]+:[\w-]+\)\s*$/, '');
        return diagnostic('MDX_SYNTAX', `This page is not valid MDX: ${reason.replace(/\.$/, '')}.`, {
          file: path,
          ...(at ? { line: Number(at[1]), column: Number(at[2]) } : {}),
        });
      }
    },
  );
  return found.filter((d): d is Diagnostic => d !== undefined);
}
