import { z } from 'zod';
import { schemasAtPath } from './schema-at-path.ts';
import { isUnsupported } from './unsupported.ts';

/** One key that Quire does not use, wherever the document uses it. */
export interface UnsupportedKey {
  /** The key, such as "iconType". */
  key: string;
  /** Where it appears, in document order: each path ends with the key. */
  paths: PropertyKey[][];
}

/**
 * The keys of `input` that the schema marks `unsupported`, one entry per marked schema: `iconType`
 * on forty tabs is one entry with forty paths, so it gets one warning. Keys the schema does not know
 * are left to the strict parse, which reports them as unknown; the walk does not enter them.
 */
export function findUnsupportedKeys(root: z.ZodType, input: unknown): UnsupportedKey[] {
  const found = new Map<z.ZodType, UnsupportedKey>();
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) visit(item, [...path, i]);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const layers = schemasAtPath(root, input, path);
    const object = layers.find((schema) => schema instanceof z.ZodObject);
    const isRecord = layers.some((schema) => schema instanceof z.ZodRecord);
    for (const [key, child] of Object.entries(value)) {
      const schema = object && Object.hasOwn(object.shape, key) ? (object.shape[key] as z.ZodType) : undefined;
      if (schema && isUnsupported(schema)) {
        const entry = found.get(schema) ?? { key, paths: [] };
        entry.paths.push([...path, key]);
        found.set(schema, entry);
      } else if (schema || isRecord) {
        visit(child, [...path, key]);
      }
    }
  };
  visit(input, []);
  return [...found.values()];
}
