import { isObject } from '../model/json.ts';

/** Every `$ref` string in a document with the path of the object holding it. Iterative: deep documents cannot overflow the stack. */
export function* walkRefs(root: unknown): Generator<{ ref: string; path: (string | number)[] }> {
  const seen = new Set<object>();
  const stack: { node: unknown; path: (string | number)[] }[] = [{ node: root, path: [] }];
  while (stack.length) {
    const { node, path } = stack.pop()!;
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], path: [...path, i] });
      continue;
    }
    if (isObject(node) && typeof node.$ref === 'string') yield { ref: node.$ref, path };
    const entries = Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ node: entries[i]![1], path: [...path, entries[i]![0]] });
  }
}

