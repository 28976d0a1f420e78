import { fromPointer, toPointer } from '@quire/diagnostics';

type Path = readonly string[];

/**
 * Where each value of a docs.json made from a mint.json came from, so that a problem found in the
 * docs.json (a wrong type, an entry naming no page) is reported at the mint.json line its author
 * wrote. Objects of the mint.json carried over as they are keep their keys; objects the upgrade
 * makes are recorded with the mint.json value they stand for and, key by key, where each of their
 * values came from.
 */
export class MintJsonOrigins {
  private readonly origins = new WeakMap<object, Path>();
  private readonly keyOrigins = new WeakMap<object, Map<string, Path>>();
  /** Objects of the mint.json itself: their keys are the mint.json's keys. */
  private readonly carried = new WeakSet<object>();

  private readonly mintJson: unknown;

  constructor(mintJson: unknown) {
    this.mintJson = mintJson;
    const visit = (value: unknown, path: Path) => {
      if (value === null || typeof value !== 'object') return;
      this.origins.set(value, path);
      this.carried.add(value);
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    };
    visit(mintJson, []);
  }

  /** Records that `value`, made by the upgrade, stands for the mint.json value at `from`, and where each of `keys` came from. */
  made<T extends object>(value: T, from: Path, keys: Record<string, Path | undefined> = {}): T {
    this.origins.set(value, from);
    const known = new Map<string, Path>();
    for (const [key, path] of Object.entries(keys)) if (path) known.set(key, path);
    this.keyOrigins.set(value, known);
    return value;
  }

  /**
   * Maps a pointer into the made docs.json to the pointer into the mint.json it comes from: the
   * nearest value known. Where each value came from is taken now, since validating the docs.json
   * removes the keys it warns about, and those warnings need their place too.
   */
  locator(docsJson: unknown): (pointer: string) => string {
    const known = new Map<string, Path>();
    const step = (parent: object, segment: string, at: Path): Path => {
      const child = (parent as Record<string, unknown>)[segment];
      const viaKey = this.keyOrigins.get(parent)?.get(segment);
      if (child !== null && typeof child === 'object' && this.origins.has(child)) return this.origins.get(child)!;
      if (viaKey) return viaKey;
      // A key kept under its own name: the mint.json's own objects, or a made one's that mint.json has there too.
      if (this.carried.has(parent) || valueAt(this.mintJson, [...at, segment]) !== undefined) return [...at, segment];
      return at;
    };
    const visit = (node: unknown, pointer: string, at: Path) => {
      if (node === null || typeof node !== 'object') return;
      for (const key of Object.keys(node)) {
        const childAt = step(node, key, at);
        const childPointer = toPointer([...fromPointer(pointer), key]);
        known.set(childPointer, childAt);
        visit((node as Record<string, unknown>)[key], childPointer, childAt);
      }
    };
    visit(docsJson, '', []);
    return (pointer) => {
      let at: Path = [];
      const segments = fromPointer(pointer);
      segments.forEach((segment, i) => {
        const found = known.get(toPointer(segments.slice(0, i + 1)));
        at = found ?? (valueAt(this.mintJson, [...at, segment]) !== undefined ? [...at, segment] : at);
      });
      // A key the made docs.json has but the mint.json lacks (a required one left out) is reported where it belongs.
      while (at.length > 0 && valueAt(this.mintJson, at) === undefined) at = at.slice(0, -1);
      return toPointer([...at]);
    };
  }
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );
}
