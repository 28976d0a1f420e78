import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { blankFrontmatter, declaredNames, proseOf } from './mdx-tags.ts';

// Docs written for the hosted platform put API paths in running text: "the endpoint moved from
// /{kickoff_id}/status to /status/{kickoff_id}". MDX reads `{kickoff_id}` as JavaScript naming a
// variable, and the page fails when rendered ("kickoff_id is not defined"). A braced name that
// the page cannot mean as JavaScript (it imports and exports nothing, and the name is none of
// MDX's own nor a global) is shown as the text it was written as, with a warning saying how to
// make that explicit.

/** `{name}` in text, where a page without imports or exports can only mean text. */
function literalBraces(text: string): { index: number; name: string }[] {
  // Code spans may run over a line break (not over a blank line): their braces are code too.
  const prose = proseOf(blankFrontmatter(text)).replace(/`(?:[^`\n]|\n(?![ \t]*\n))+`/g, (span) => span.replace(/[^\n]/g, ' '));
  if (/^(?:import|export)\s/m.test(prose)) return [];
  const known = new Set([...declaredNames(prose), 'frontmatter', 'props']);
  const found: { index: number; name: string }[] = [];
  let depth = 0;
  for (let i = 0; i < prose.length; i++) {
    const char = prose[i];
    if (char === '\\') i++;
    else if (char === '}') depth = Math.max(0, depth - 1);
    else if (char === '{') {
      const m = depth === 0 ? /^\{[ \t]*([A-Za-z_$][\w$]*)[ \t]*\}/.exec(prose.slice(i, i + 80)) : null;
      if (m && !known.has(m[1]!) && !(m[1]! in globalThis) && !insideTag(prose, i)) {
        found.push({ index: i, name: m[1]! });
        i += m[0].length - 1;
      } else depth++;
    }
  }
  return found;
}

/** Whether a position is inside a tag's attributes (`<Card title="{x}">`, over several lines too), where braces are not text. */
function insideTag(prose: string, index: number): boolean {
  const before = prose.slice(0, index);
  return before.search(/<[A-Za-z][^>]*$/) >= 0;
}

/** The page with such braces escaped (`\{kickoff_id\}`): same length per line, so line numbers hold. */
export function withLiteralBraces(text: string): string {
  let result = text;
  for (const { index, name } of literalBraces(text).reverse()) {
    const end = text.indexOf('}', index) + 1;
    result = `${result.slice(0, index)}\\{${name}\\}${result.slice(end)}`;
  }
  return result;
}

/** One warning per such brace, at its file:line. */
export function findLiteralBraces(files: readonly { path: string; text: string }[]): Diagnostic[] {
  return files
    .filter((file) => file.path.endsWith('.mdx'))
    .flatMap(({ path, text }) =>
      literalBraces(text).map(({ index, name }) =>
        diagnostic('MDX_TEXT_BRACES', `\`{${name}}\` reads as JavaScript naming \`${name}\`, which this page does not define: it is shown as the text {${name}}.`, {
          file: path,
          line: text.slice(0, index).split('\n').length,
          hint: `Write \\{${name}\\} or put it in backticks to show it as text.`,
        }),
      ),
    );
}
