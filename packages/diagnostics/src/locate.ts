import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { Diagnostic } from './diagnostic.ts';
import { fromPointer } from './pointer.ts';

export interface Position {
  line: number;
  column: number;
}

/**
 * Answers "which line is this JSON pointer on?" for one source text. The text is parsed for
 * positions only when first asked, so the happy path (no diagnostics) never pays for it.
 * JSON is parsed as YAML, which keeps one code path for both formats.
 */
export function createLocator(text: string): (pointer: string) => Position | undefined {
  let located: { doc: ReturnType<typeof parseDocument>; lines: LineCounter } | undefined;
  return (pointer) => {
    if (!located) {
      const lines = new LineCounter();
      located = { doc: parseDocument(text, { lineCounter: lines, keepSourceTokens: false, uniqueKeys: false }), lines };
    }
    const offset = offsetOf(located.doc.contents as Node | null, fromPointer(pointer));
    if (offset === undefined) return undefined;
    const { line, col } = located.lines.linePos(offset);
    return { line, column: col };
  };
}

/** Offset of the deepest node on the pointer's path; a key's own position when the path ends on a key. */
function offsetOf(root: Node | null, segments: string[]): number | undefined {
  let node: Node | null = root;
  let best = node?.range?.[0];
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === segment);
      if (!pair) break;
      best = (pair.key as Node).range?.[0] ?? best;
      node = (pair.value as Node | null) ?? null;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as Node | undefined;
      if (!item) break;
      best = item.range?.[0] ?? best;
      node = item;
    } else break;
  }
  return best;
}

/** Fills in line and column of diagnostics that point into `file`, whose text is `text`. */
export function withPositions(diagnostics: Diagnostic[], file: string, text: string): Diagnostic[] {
  const locate = createLocator(text);
  return diagnostics.map((d) => {
    if (d.file !== file || d.pointer === undefined || d.line !== undefined) return d;
    const at = locate(d.pointer);
    return at ? { ...d, ...at } : d;
  });
}
