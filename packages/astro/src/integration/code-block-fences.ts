// The hosted platform's <CodeBlock> (language, filename, icon, lines, wrap, highlight, focus): a
// code block written as a component. Written in a page around its code, as real repos do
// (camel-ai's `<CodeBlock language="sh" title="Install with pip">`), its children would be read
// as Markdown (quotes made curly, `*` made emphasis); so the page's text gets the Markdown fence it
// stands for, with the same options, and the code is highlighted like every other fence.
import { proseOf } from './mdx-tags.ts';

/** `<CodeBlock …>` alone on its line, its code on the lines below, `</CodeBlock>` alone on a line. */
const block =
  /^([ \t]*)<CodeBlock((?:\s+[\w-]+(?:=(?:"[^"\n]*"|'[^'\n]*'|\{[^}\n]*\}))?)*)\s*>[ \t]*\n((?:(?![ \t]*<\/CodeBlock>).*\n)*?)[ \t]*<\/CodeBlock>[ \t]*$/gm;

/** The page with each block-form <CodeBlock> written as a fence, on the same lines. */
export function withCodeBlocksAsFences(text: string): string {
  if (!text.includes('<CodeBlock')) return text;
  // Found in the prose, so that one shown in a code sample stays as written; replaced in the text.
  const found = [...proseOf(text).matchAll(block)].reverse();
  let result = text;
  for (const match of found) {
    const whole = text.slice(match.index, match.index + match[0].length);
    // Code given as an expression or as elements (`{`uv run ${script}`}` in a snippet) is the component's to render.
    if (/[{<]/.test(whole.slice(whole.indexOf('>') + 1, whole.lastIndexOf('</CodeBlock>')))) continue;
    result = result.slice(0, match.index) + whole.replace(new RegExp(block.source, 'm'), asFence) + result.slice(match.index + match[0].length);
  }
  return result;
}

function asFence(_whole: string, indent: string, attributes: string, code: string): string {
  const lines = code.replace(/\n$/, '').split('\n');
  const common = Math.min(...lines.filter((line) => line.trim()).map((line) => /^[ \t]*/.exec(line)![0].length));
  const body = lines.map((line) => (line.trim() ? indent + line.slice(Number.isFinite(common) ? common : 0) : ''));
  const fence = code.includes('```') ? '~~~~' : '```';
  return [`${indent}${fence}${fenceInfo(attributesOf(attributes))}`, ...(code ? body : []), `${indent}${fence}`].join('\n');
}

function attributesOf(source: string): Map<string, string | true> {
  const found = new Map<string, string | true>();
  for (const [, name, double, single, braced] of source.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}))?/g)) {
    const value = braced === undefined ? (double ?? single ?? true) : bracedValue(braced);
    if (value !== undefined) found.set(name!, value);
  }
  return found;
}

/** `{true}`, `{"x"}`, `{[1, 3]}`: the value it writes; `{false}` is no value. */
function bracedValue(braced: string): string | true | undefined {
  const value = braced.trim();
  if (value === 'true') return true;
  if (value === 'false') return undefined;
  return value.replace(/^["'`]|["'`]$/g, '');
}

/** The fence's info string: language, then the title and options as a fence's meta writes them. */
function fenceInfo(props: Map<string, string | true>): string {
  const text = (name: string) => (typeof props.get(name) === 'string' ? (props.get(name) as string) : undefined);
  const ranges = (name: string) => text(name)?.replace(/[[\]\s"']/g, '');
  const language = text('language') ?? text('lang') ?? 'text';
  const title = text('filename') ?? text('title');
  const meta = [
    title && `title="${title.replaceAll('"', "'")}"`,
    text('icon') && `icon="${text('icon')}"`,
    ranges('highlight') && `{${ranges('highlight')}}`,
    ranges('focus') && `focus={${ranges('focus')}}`,
    ...['lines', 'wrap', 'expandable'].filter((flag) => props.get(flag) === true || props.get(flag) === 'true'),
  ].filter(Boolean);
  return [language.replace(/\s/g, ''), ...meta].join(' ');
}
