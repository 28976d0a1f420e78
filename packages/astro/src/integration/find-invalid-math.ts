import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { blankFrontmatter } from './mdx-tags.ts';
import { mathOfPage } from './math-dollars.ts';
import { latexError } from './math.ts';

/**
 * A formula KaTeX cannot read is a warning at its file:line: the page still builds, and shows the
 * formula's source as code (math.ts), as the hosted platform publishes such a page.
 */
export function findInvalidMath(files: readonly { path: string; text: string }[]): Diagnostic[] {
  return files
    .filter((file) => file.path.endsWith('.mdx'))
    .flatMap(({ path, text }) =>
      mathOfPage(blankFrontmatter(text)).formulas.flatMap(({ tex, display, line }) => {
        const error = latexError(tex, display);
        const quoted = tex.length > 60 ? `${tex.slice(0, 57)}...` : tex;
        return error
          ? [
              diagnostic('MATH_INVALID', `\`${quoted.replace(/\s+/g, ' ')}\` is not valid LaTeX (${error.replace(/\.$/, '')}): it is shown as its source.`, {
                file: path,
                line,
              }),
            ]
          : [];
      }),
    );
}
