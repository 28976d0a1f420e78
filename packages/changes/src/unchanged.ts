import type { Operation } from '@quire/openapi';
import { allOfRefs, type Units } from './units.ts';

/**
 * Tells which parts of a document are written exactly as in another version, so that a history
 * of hundreds of versions compares only what each commit touched.
 */
export class Unchanged {
  private readonly before: Units;
  private readonly after: Units;

  constructor(before: Units, after: Units) {
    this.before = before;
    this.after = after;
  }

  /**
   * An operation compares equal when its path item (or webhook) is written the same, and so is
   * everything else it reads: root security and the shared components other than schemas
   * (parameters, responses, request bodies, headers). Component schemas are compared on their own.
   */
  operation(op: Operation): boolean {
    return this.same('shared') && this.same(op.kind === 'webhook' ? `webhook ${op.path}` : `path ${op.path}`);
  }

  /** Whether what every operation shares is written the same. */
  shared(): boolean {
    return this.same('shared');
  }

  /** A component schema compares equal when it and the schemas its `allOf` merges in are written the same. */
  schema(name: string, seen = new Set<string>()): boolean {
    if (seen.has(name)) return true;
    seen.add(name);
    return this.same(`schema ${name}`) && allOfRefs(this.after, name).every((ref) => this.schema(ref, seen));
  }

  same(unit: string): boolean {
    const left = this.before.text.get(unit);
    return left !== undefined && left === this.after.text.get(unit);
  }
}
