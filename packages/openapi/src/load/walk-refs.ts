import { isObject } from '../model/json.ts';

type Path = (string | number)[];
interface Frame {
  node: unknown;
  key?: string | number;
  parent?: Frame;
}

/**
 * Every `$ref` string in a document, with the path of the object holding it. Iterative: deep
 * documents cannot overflow the stack. Each node keeps only a link to its parent and `path()`
 * builds the path on request, so a walk is linear in the size of the document, however deep.
 */
export function* walkRefs(root: unknown): Generator<{ ref: string; path: () => Path }> {
  const seen = new Set<object>();
  const stack: Frame[] = [{ node: root }];
  while (stack.length) {
    const frame = stack.pop()!;
    const { node } = frame;
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], key: i, parent: frame });
      continue;
    }
    if (isObject(node) && typeof node.$ref === 'string') yield { ref: node.$ref, path: () => pathOf(frame) };
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) stack.push({ node: (node as Record<string, unknown>)[keys[i]!], key: keys[i]!, parent: frame });
  }
}

function pathOf(frame: Frame): Path {
  const path: Path = [];
  for (let f: Frame | undefined = frame; f?.parent; f = f.parent) path.push(f.key!);
  return path.reverse();
}
