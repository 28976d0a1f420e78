// The options of a code fence that act on its lines, as docs written for the hosted platform put
// them after the language: line highlights (`{1,3-5}` or `highlight={1,3-5}`), line focus
// (`focus={2}`), line numbers (`lines`) and wrapping (`wrap`). Values may be braced, quoted or
// bare (`focus=2,4`). The title is read by code-title.ts from the same meta string.
import type { ShikiTransformer } from 'shiki';

/** A list of line numbers as ranges, both ends included. */
type LineRanges = [number, number][];

export interface FenceLineOptions {
  highlight: LineRanges;
  focus: LineRanges;
  /** Line numbers in the gutter. */
  lines: boolean;
  /** Long lines wrap instead of scrolling. */
  wrap: boolean;
}

/** The line options of a fence's meta string (`Example {1,3-5} lines`). */
export function fenceLineOptions(meta: string | undefined): FenceLineOptions {
  const options: FenceLineOptions = { highlight: [], focus: [], lines: false, wrap: false };
  if (!meta) return options;
  // Quoted values first, so that a title's words or braces (`title="a {1}"`) are not read as options.
  const pattern = /([\w-]+)=("[^"]*"|'[^']*'|\{[^}]*\}|\S+)|"[^"]*"|'[^']*'|\{([^}]*)\}|(\S+)/g;
  for (const [, key, value, bare, word] of meta.matchAll(pattern)) {
    if (key === 'highlight' || key === 'focus') options[key].push(...lineRanges(value!));
    else if (key === 'lines' || key === 'wrap') options[key] = !/^["'{]?false/.test(value!);
    else if (bare !== undefined) options.highlight.push(...lineRanges(bare));
    else if (word === 'lines' || word === 'wrap') options[word] = true;
  }
  return options;
}

/** `1,3-5` (in braces, brackets or quotes, or bare) as ranges; what is no number or range is left out. */
export function lineRanges(text: string): LineRanges {
  return text
    .replace(/[{}[\]"']/g, '')
    .split(',')
    .flatMap((part): LineRanges => {
      const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
      if (!m) return [];
      const from = Number(m[1]);
      const to = m[2] === undefined ? from : Number(m[2]);
      return [[Math.min(from, to), Math.max(from, to)]];
    });
}

const within = (ranges: LineRanges, line: number) => ranges.some(([from, to]) => line >= from && line <= to);

/**
 * Marks a fence's lines as its meta string asks: `q-highlighted` and `q-focused` on each line
 * (styles/code-lines.css), and on the `<pre>` classes for line numbers, wrapping, and whether
 * lines are focused (the others are dimmed).
 */
export function fenceLinesTransformer(): ShikiTransformer {
  // The hooks run once per line: the meta string is read once per block.
  let last: { raw: string | undefined; options: FenceLineOptions } | undefined;
  const optionsOf = (raw: string | undefined) => {
    if (!last || last.raw !== raw) last = { raw, options: fenceLineOptions(raw) };
    return last.options;
  };
  const rawMeta = (meta: unknown) => (meta as { __raw?: string } | undefined)?.__raw;
  return {
    name: 'quire:fence-lines',
    pre(node) {
      const { highlight, focus, lines, wrap } = optionsOf(rawMeta(this.options.meta));
      const classes = [lines && 'q-lines', wrap && 'q-wrap', focus.length > 0 && 'q-has-focus', highlight.length > 0 && 'q-has-highlight'].filter(
        (c): c is string => !!c,
      );
      if (classes.length) this.addClassToHast(node, classes);
    },
    line(node, line) {
      const { highlight, focus } = optionsOf(rawMeta(this.options.meta));
      if (within(highlight, line)) this.addClassToHast(node, 'q-highlighted');
      if (within(focus, line)) this.addClassToHast(node, 'q-focused');
    },
  };
}
