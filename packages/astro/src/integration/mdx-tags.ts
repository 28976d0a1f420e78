// How Quire reads component use out of MDX source text, before MDX compiles it: one reading for
// the unknown-component warnings and for the components a file's own exports may use.
import { frontmatterOf } from '@quire/site';
import { parseAst } from './parse-jsx.ts';

/** Each distinct text's prose while `withProseKept` runs (undefined otherwise: nothing is held). */
let kept: Map<string, string> | undefined;

/**
 * The text with fenced code blocks, code spans and MDX comments (`<Old />` between `{/*` and `*\/}`) blanked
 * (lengths kept), so tags and images in code or commented out are not read as the page's.
 */
export function proseOf(text: string): string {
  const known = kept?.get(text);
  if (known !== undefined) return known;
  // Fences may be indented (inside <Tab> or a list item); the closing fence may be indented
  // differently, and may be longer. A fence never closed runs to the end, as CommonMark reads it
  // (dodo's prompt page: an `import` line in its last, unclosed fence is code, not an import).
  const prose = text
    .replace(fencedBlock, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank);
  kept?.set(text, prose);
  return prose;
}

/** A fenced code block, its closing line (group 2) missing when it is never closed. */
const fencedBlock = /^[ \t]*(```+|~~~+)[^\n]*(?:(\n[\s\S]*?^[ \t]*\1[`~]*[ \t]*$)|[\s\S]*)/gm;

/** Whether the text ends inside a code fence never closed: what is appended to it would be code. */
export function endsInCodeFence(text: string): boolean {
  if (!text.includes('```') && !text.includes('~~~')) return false;
  return [...text.matchAll(fencedBlock)].some((block) => block[2] === undefined);
}

/**
 * Runs `work` blanking each distinct text once, and forgets the texts when it settles. The checks
 * of a site blank every page several times (components, images, imports, scripts), and versioned
 * docs repeat pages word for word: crewAI's 24,803 pages are 1,723 texts.
 */
export async function withProseKept<T>(work: () => Promise<T>): Promise<T> {
  if (kept) return work();
  kept = new Map();
  try {
    return await work();
  } finally {
    kept = undefined;
  }
}

/** Spaces in place of every character but line breaks (a run at a time: a character at a time was a large repo's slowest step). */
function blank(text: string): string {
  return text.replace(/[^\n]+/g, (run) => ' '.repeat(run.length));
}

/** The page with its frontmatter's characters as spaces (YAML, not MDX): lines and columns stay where they were. */
export function blankFrontmatter(text: string): string {
  const block = frontmatterOf(text)?.block;
  return block ? blank(block) + text.slice(block.length) : text;
}

/** Names the file binds at its top level: what it imports, and what it exports as const, let, var, function or class. */
export function declaredNames(prose: string): Set<string> {
  const names = new Set<string>();
  for (const m of prose.matchAll(/^import\s+([\s\S]*?)\s+from\s/gm)) for (const name of m[1]!.match(/[A-Za-z_$][\w$]*/g) ?? []) names.add(name);
  for (const m of prose.matchAll(/^export\s+(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/gm)) names.add(m[1]!);
  return names;
}

/** Names a .jsx/.tsx file binds anywhere: a component there may be declared without export, or inside another. */
export function declaredNamesInJsx(code: string): Set<string> {
  const names = declaredNames(code);
  for (const m of code.matchAll(/\b(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/g)) names.add(m[1]!);
  return names;
}

/**
 * Component tags in order: `<Note` is `Note`; `<GitHub.Repo` is `GitHub`, namespaced, with its full name;
 * `\<H1>` is text (unstructured's docs write HTML's tag names so).
 * A scan of the prose, not remark-mdx's tree, for speed: every check runs before MDX compiles, on
 * every page. Nango's 3,829 MDX files: 0.37 s scanned, 35 s parsed (remark-parse + remark-mdx),
 * the same 17,370 tags; Prefect's 954: 0.25 s against 38 s (10,811 tags, the tree 10,815).
 */
export function componentTags(prose: string): { name: string; fullName: string; index: number; namespaced: boolean }[] {
  return [...prose.matchAll(/(?<!\\)<([A-Z][\w$]*)(\.[A-Za-z_$][\w$.]*)?(?=[\s/>])/g)].map((m) => ({
    name: m[1]!,
    fullName: m[1]! + (m[2] ?? ''),
    index: m.index,
    namespaced: m[2] !== undefined,
  }));
}

/**
 * The prose with its ESM (`import …` and `export …` statements at the start of a line) blanked,
 * lengths kept: what is left is Markdown and JSX. MDX lets a statement run over blank lines, so
 * one ends at the first blank line where what came before parses as a whole, read from `source`,
 * the text the prose was made from (same length): prose blanks template literals as code spans.
 */
export function blankEsm(prose: string, source: string): string {
  if (!/^(?:import|export)\s/m.test(prose)) return prose;
  let result = prose;
  for (const m of prose.matchAll(/^(?:import|export)\s/gm)) {
    if (result[m.index] === ' ') continue;
    const ends = [...prose.slice(m.index).matchAll(/\n[ \t]*\n/g)].map((gap) => m.index + gap.index).concat(prose.length);
    const end = ends.find((at) => parses(source.slice(m.index, at))) ?? ends[0]!;
    result = result.slice(0, m.index) + blank(prose.slice(m.index, end)) + result.slice(end);
  }
  return result;
}

function parses(code: string): boolean {
  try {
    parseAst(code, { lang: 'jsx' });
    return true;
  } catch {
    return false;
  }
}
