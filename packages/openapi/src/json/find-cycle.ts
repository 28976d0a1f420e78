type Path = (string | number)[];

/**
 * The path of the first place where a value contains itself, or undefined for a tree. JSON is
 * always a tree, but a YAML alias may name a node that contains it (`a: &x { b: *x }`), which no
 * walk, writer or page can follow to its end. Iterative, linear in the size of the value.
 */
export function findCycle(root: unknown): Path | undefined {
  type Frame = { node: object; key?: string | number; parent?: Frame; done?: true };
  const open = new Set<object>();
  const closed = new Set<object>();
  const stack: Frame[] = typeof root === 'object' && root !== null ? [{ node: root }] : [];
  while (stack.length) {
    const frame = stack.pop()!;
    if (frame.done) {
      open.delete(frame.node);
      closed.add(frame.node);
      continue;
    }
    if (closed.has(frame.node)) continue;
    open.add(frame.node);
    stack.push({ ...frame, done: true });
    const keys = Object.keys(frame.node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const child = (frame.node as Record<string, unknown>)[keys[i]!];
      if (typeof child !== 'object' || child === null) continue;
      const key = Array.isArray(frame.node) ? i : keys[i]!;
      if (open.has(child)) return pathOf(frame, key);
      if (!closed.has(child)) stack.push({ node: child, key, parent: frame });
    }
  }
  return undefined;
}

function pathOf(frame: { key?: string | number; parent?: typeof frame }, last: string | number): Path {
  const path = [last];
  for (let f: typeof frame | undefined = frame; f?.parent; f = f.parent) path.push(f.key!);
  return path.reverse();
}
