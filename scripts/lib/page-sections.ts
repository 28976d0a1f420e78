/**
 * Checks a built reference page against what its operation declares: a section per parameter
 * location, request body and responses (found by the ids the reference gives them), and each
 * parameter's name as text inside its section. Reads only ids, `<h2>` boundaries and text, so it
 * keeps working while the reference's markup changes.
 */
import type { ExpectedPage } from './spec-operations.ts';

/** What is wrong with one page; empty when nothing is. */
export function pageProblems(html: string, expected: ExpectedPage): string[] {
  const problems: string[] = [];
  for (const where of ['path', 'query', 'header', 'cookie'] as const) {
    const names = expected.parameters.filter((p) => p.in === where).map((p) => p.name);
    if (names.length === 0) continue;
    const text = sectionText(html, `${where}-parameters`);
    if (text === undefined) {
      problems.push(`no #${where}-parameters (${names.length} ${where} parameter${names.length === 1 ? '' : 's'})`);
      continue;
    }
    const absent = names.filter((name) => !containsWord(text, name));
    if (absent.length > 0) problems.push(`#${where}-parameters lacks ${absent.map((name) => `\`${name}\``).join(', ')}`);
  }
  // A webhook's body is what the API sends: the reference calls it the payload.
  const body = expected.key.startsWith('webhook ') ? 'payload' : 'request-body';
  if (expected.requestBody && sectionText(html, body) === undefined) problems.push(`no #${body}`);
  if (expected.responses && sectionText(html, 'responses') === undefined) problems.push('no #responses');
  return problems;
}

/**
 * The readable text of the section an element with this id starts: from that element to the next
 * `<h2>` after the first `</h2>` (so an id on a wrapping element still covers its own heading), or
 * to the end of `<main>`. Undefined when no element has the id.
 */
export function sectionText(html: string, id: string): string | undefined {
  const start = new RegExp(`<[a-zA-Z][^>]*?\\sid\\s*=\\s*(["']?)${escapeRegExp(id)}\\1(?=[\\s/>])`).exec(html);
  if (!start) return undefined;
  const headingEnd = html.indexOf('</h2>', start.index);
  const from = headingEnd === -1 ? start.index : headingEnd + 5;
  const ends = [/<h2[\s>]/i, /<\/main>/i].map((pattern) => html.slice(from).search(pattern)).filter((index) => index !== -1);
  const end = ends.length > 0 ? from + Math.min(...ends) : html.length;
  return htmlText(html.slice(start.index, end));
}

/** Text a reader sees in an HTML fragment: tags, scripts and styles removed, entities decoded. */
export function htmlText(fragment: string): string {
  return decodeEntities(
    fragment
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]*>/g, ' '),
  ).replace(/\s+/g, ' ');
}

/** Whether `word` occurs in `text` without a letter, digit or underscore glued to either side. */
export function containsWord(text: string, raw: string): boolean {
  const word = raw.trim().replace(/\s+/g, ' ');
  if (word === '') return true;
  const glued = /[A-Za-z0-9_]/;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1];
    const after = text[at + word.length];
    const gluedBefore = before !== undefined && glued.test(before) && glued.test(word[0]!);
    const gluedAfter = after !== undefined && glued.test(after) && glued.test(word.at(-1)!);
    if (!gluedBefore && !gluedAfter) return true;
  }
  return false;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
