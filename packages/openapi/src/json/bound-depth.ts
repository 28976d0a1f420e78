type Path = (string | number)[];
type Container = Record<string | number, unknown>;

/**
 * A copy of a JSON tree whose objects and arrays below `limit` levels (the root is level 1) are
 * emptied, with the path of each one emptied, in document order. The tree itself when nothing lies
 * that deep: the usual document costs one walk and no copy. Iterative, so depth cannot overflow
 * the stack, and each path is built only where a cut is made, so time is linear in the size.
 */
export function boundDepth(root: unknown, limit: number): { value: unknown; cuts: Path[] } {
  if (!isContainer(root) || !deeperThan(root, limit)) return { value: root, cuts: [] };
  const cuts: Path[] = [];
  type Frame = { node: Container; depth: number; key?: string | number; parent?: Frame };
  const value = copy(root);
  const stack: Frame[] = [{ node: value, depth: 1 }];
  while (stack.length) {
    const frame = stack.pop()!;
    const children: Frame[] = [];
    for (const key of Object.keys(frame.node)) {
      const child = frame.node[key];
      if (!isContainer(child)) continue;
      const at = Array.isArray(frame.node) ? Number(key) : key;
      if (frame.depth === limit) {
        frame.node[key] = Array.isArray(child) ? [] : {};
        cuts.push(pathOf(frame, at));
      } else {
        const inner = copy(child);
        frame.node[key] = inner;
        children.push({ node: inner, depth: frame.depth + 1, key: at, parent: frame });
      }
    }
    // Reversed onto the stack, so that the first child is walked (and cut) first.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return { value, cuts };
}

/** Whether any object or array lies below `limit` levels. */
function deeperThan(root: Container, limit: number): boolean {
  const stack: { node: Container; depth: number }[] = [{ node: root, depth: 1 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    for (const child of Object.values(node)) {
      if (!isContainer(child)) continue;
      if (depth === limit) return true;
      stack.push({ node: child, depth: depth + 1 });
    }
  }
  return false;
}

function pathOf(frame: { key?: string | number; parent?: typeof frame }, last: string | number): Path {
  const path = [last];
  for (let f: typeof frame | undefined = frame; f?.parent; f = f.parent) path.push(f.key!);
  return path.reverse();
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function copy(node: Container): Container {
  return (Array.isArray(node) ? [...node] : { ...node }) as Container;
}
