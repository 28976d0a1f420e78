import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { blankEsm, blankFrontmatter, declaredNames, proseOf } from './mdx-tags.ts';
import { mathOfPage, type Formula } from './math-dollars.ts';

// Docs written for the hosted platform put API paths in running text: "the endpoint moved from
// /{kickoff_id}/status to /status/{kickoff_id}". MDX reads `{kickoff_id}` as JavaScript naming a
// variable, and the page fails when rendered ("kickoff_id is not defined"). A braced name that
// the page cannot mean as JavaScript (none of its imports and exports, none of MDX's own names
// nor a global) is shown as the text it was written as, with a warning saying how to make that
// explicit. A page with imports or exports is read the same way: only what it declares is
// JavaScript. A snippet is different: there a braced name is a variable its pages set
// (`<Required feature="Analytics" />` shows `{feature}` as Analytics), see snippetVariables.

/** A name, or names joined as text joins them (`used,free`, `owner/repo`, `a|b`, `user.id`). */
const names = String.raw`[A-Za-z_$][\w$]*(?:[ \t]*[,|/.:-][ \t]*[A-Za-z_$][\w$]*)*`;
const braced = new RegExp(String.raw`^\{[ \t]*(${names})[ \t]*\}`);
const doubleBraced = new RegExp(String.raw`^\{\{[ \t]*(${names})[ \t]*\}\}`);

/** `{name}` in text, where a page without imports or exports can only mean text; a formula's braces are TeX (math-dollars.ts). */
function literalBraces(text: string, formulas: readonly Formula[] = []): { index: number; name: string; text: string; length: number }[] {
  // Code spans may run over a line break (not over a blank line): their braces are code too.
  const source = blankFrontmatter(text);
  const withEsm = blankFormulas(proseOf(source), formulas).replace(/`(?:[^`\n]|\n(?![ \t]*\n))+`/g, (span) => span.replace(/[^\n]/g, ' '));
  const known = new Set([...declaredNames(withEsm), 'frontmatter', 'props']);
  // The statements' own braces are JavaScript: only the Markdown and JSX around them is read.
  const prose = blankEsm(withEsm, source);
  const found: { index: number; name: string; text: string; length: number }[] = [];
  let depth = 0;
  for (let i = 0; i < prose.length; i++) {
    const char = prose[i];
    if (char === '\\') i++;
    else if (char === '}') depth = Math.max(0, depth - 1);
    else if (char === '{') {
      // A name, or names joined as text joins them (`{used,free}`, `{owner/repo}`, `{a|b}`, `{user.id}`):
      // each name read as a variable is one the page does not define, so MDX could only fail.
      // Or a template's placeholder in double braces (`{{topic}}`), which MDX reads as an object naming the variable.
      const ahead = prose.slice(i, i + 120);
      const double = depth === 0 ? doubleBraced.exec(ahead) : null;
      const m = double ?? (depth === 0 ? braced.exec(ahead) : null);
      const variables = m ? m[1]!.split(/[ \t]*[,|/:-][ \t]*/).map((part) => part.split('.')[0]!) : [];
      if (m && variables.every((name) => !known.has(name) && !(name in globalThis) && !keywords.has(name)) && !insideTag(prose, i)) {
        found.push({ index: i, name: variables[0]!, text: double ? `{${m[1]!}}` : m[1]!, length: m[0].length });
        i += m[0].length - 1;
      } else depth++;
    }
  }
  return found;
}

function blankFormulas(prose: string, formulas: readonly Formula[]): string {
  let result = prose;
  for (const { start, end } of formulas) result = result.slice(0, start) + result.slice(start, end).replace(/[^\n]/g, ' ') + result.slice(end);
  return result;
}

/**
 * Whether a position is inside a tag's attributes (`<Card title="{x}">`, over several lines too),
 * where braces are not text; a quoted value may hold `>` (the position may be inside one). A scan, not remark-mdx's tree: it runs
 * only for a brace that would be text (Nango's 3,829 MDX files: 7 times, under 1 ms of the
 * check's 590 ms), where the tree would mean parsing the page (35 s for those files, mdx-tags.ts).
 */
function insideTag(prose: string, index: number): boolean {
  const before = prose.slice(0, index);
  return before.search(/<[A-Za-z](?:[^>"']|"[^"]*"|'[^']*')*(?:"[^"]*|'[^']*)?$/) >= 0;
}

/** The page with such braces escaped (`\{kickoff_id\}`): same length per line, so line numbers hold. A snippet's are its variables. */
export function withLiteralBraces(text: string, snippet = false, formulas: readonly Formula[] = []): string {
  if (snippet) return text;
  let result = text;
  for (const { index, text: written, length } of literalBraces(text, formulas).reverse())
    result = `${result.slice(0, index)}\\{${written.replace(/[{}]/g, '\\$&')}\\}${result.slice(index + length)}`;
  return result;
}

/**
 * One warning per such brace, at its file:line; `isSnippet` tells the files whose braced names
 * are variables; with `math`, a formula's braces are none (lines are those of the page as written).
 */
export function findLiteralBraces(
  files: readonly { path: string; text: string }[],
  isSnippet: (path: string) => boolean = () => false,
  math = false,
): Diagnostic[] {
  return files
    .filter((file) => file.path.endsWith('.mdx') && !isSnippet(file.path))
    .map((file) => ({ path: file.path, ...(math ? mathOfPage(file.text) : { text: file.text, formulas: [] }) }))
    .flatMap(({ path, text, formulas }) =>
      literalBraces(text, formulas).map(({ index, name, text: written }) =>
        diagnostic(
          'MDX_TEXT_BRACES',
          `\`{${written}}\` reads as JavaScript naming \`${name}\`, which this page does not define: it is shown as the text {${written}}.`,
          {
            file: path,
            line: text.slice(0, index).split('\n').length,
            hint: `Write \\{${written}\\} or put it in backticks to show it as text.`,
          },
        ),
      ),
    );
}

const keywords = new Set(
  'await break case catch class const continue debugger default delete do else export extends false finally for function if import in instanceof let new null of return static super switch this throw true try typeof var void while with yield async arguments eval'.split(
    ' ',
  ),
);

/**
 * The names a snippet's braces read that the snippet does not declare: its variables, which the
 * page that shows it sets as attributes (`<Required feature="Analytics" />`), as the hosted
 * platform documents. Bound from the snippet's props where it renders, so that one a page leaves
 * out is undefined (`{verb ?? "is"}` reads "is") instead of failing the page. Reading more names
 * than the braces mean (an object key, an arrow function's parameter) binds an unused name;
 * component names and globals are left to what defines them.
 */
export function snippetVariables(text: string, components: ReadonlySet<string>): string[] {
  const source = blankFrontmatter(text);
  const withEsm = proseOf(source);
  if (!withEsm.includes('{')) return [];
  const declared = declaredNames(withEsm);
  const prose = blankEsm(withEsm, source);
  const names = new Set<string>();
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prose.length; i++) {
    const char = prose[i];
    if (char === '\\' && depth === 0) i++;
    else if (char === '{' && depth++ === 0) start = i + 1;
    else if (char === '}' && depth > 0 && --depth === 0) {
      // Strings are no names; a template's substitutions are (read from the source: code spans are blanked in prose, and a template looks like one).
      const code = source
        .slice(start, i)
        .replace(/`(?:\\.|[^\\`])*`/g, (template) => [...template.matchAll(/\$\{([^}]*)\}/g)].map((m) => ` ${m[1]} `).join(''))
        .replace(/(["'])(?:\\.|(?!\1)[^\\])*\1/g, '""');
      for (const m of code.matchAll(/(?<![.\w$])[A-Za-z_$][\w$]*/g)) names.add(m[0]);
    }
  }
  return [...names]
    .filter((name) => !keywords.has(name) && !declared.has(name) && !components.has(name) && !name.startsWith('_') && name !== 'props' && !(name in globalThis))
    .sort();
}
