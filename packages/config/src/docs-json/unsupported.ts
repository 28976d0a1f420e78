import { z } from 'zod';

/**
 * JSON Schema keyword on the keys Quire accepts but ignores. docs.schema.json carries it, so the
 * generated docs.json reference can tell them apart from the keys Quire uses.
 */
export const UNSUPPORTED_KEYWORD = 'x-quire-unsupported';

const suffix = 'Quire accepts this key but ignores it for now.';

/**
 * A key of the hosted platform's docs.json that Quire does not use yet. Its schema still describes
 * what that platform expects, for editors and the reference page; parsing removes the key with one
 * CONFIG_UNSUPPORTED_KEY warning before validation, so a docs.json written for that platform keeps
 * building whatever the value. The parsed config never holds the key, hence the `undefined` output.
 */
export function unsupported<T extends z.ZodType>(schema: T): z.ZodOptional<z.ZodType<undefined, z.input<T>>> {
  const description = schema.description ? `${schema.description} ${suffix}` : suffix;
  const marked = schema.optional().meta({ [UNSUPPORTED_KEYWORD]: true, description });
  return marked as unknown as z.ZodOptional<z.ZodType<undefined, z.input<T>>>;
}

/** Whether a key's schema was made with `unsupported`. */
export function isUnsupported(schema: z.ZodType | undefined): boolean {
  return schema !== undefined && z.globalRegistry.get(schema)?.[UNSUPPORTED_KEYWORD] === true;
}
