import { z } from 'zod';

/**
 * The schemas that apply at `path` inside `input`, outermost first: a field's wrappers (optional,
 * default, lazy) and then what they wrap. Where the schema is a union, only the options that fit the
 * input's JSON type are followed, so a group inside `pages` resolves to the group schema and not to
 * the string option. Empty when the path leaves the schema.
 *
 * Diagnostics use it to find what zod's issues do not carry: a field's description, and the keys
 * an object allows.
 */
export function schemasAtPath(root: z.ZodType, input: unknown, path: readonly PropertyKey[]): z.ZodType[] {
  let value = input;
  let layers = unwrap(root, value);
  for (const segment of path) {
    value = childValue(value, segment);
    const next = layers.map((schema) => childSchema(schema, segment)).find((child) => child !== undefined);
    if (!next) return [];
    layers = unwrap(next, value);
  }
  return layers;
}

/** The description nearest to the value at `path`: the field's own, else its type's. */
export function descriptionAtPath(root: z.ZodType, input: unknown, path: readonly PropertyKey[]): string | undefined {
  return schemasAtPath(root, input, path).find((schema) => schema.description)?.description;
}

/** The keys the object at `path` allows, in schema order, with their schemas. */
export function knownKeysAtPath(root: z.ZodType, input: unknown, path: readonly PropertyKey[]): [string, z.ZodType][] {
  const object = schemasAtPath(root, input, path).find((schema) => schema instanceof z.ZodObject);
  return object ? (Object.entries(object.shape) as [string, z.ZodType][]) : [];
}

function unwrap(schema: z.ZodType, value: unknown): z.ZodType[] {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodLazy
  ) {
    return [schema, ...unwrap(schema.unwrap() as z.ZodType, value)];
  }
  // A transform (an icon object read as its name) is written as its input schema.
  if (schema instanceof z.ZodPipe) return [schema, ...unwrap(schema.in as z.ZodType, value)];
  if (schema instanceof z.ZodUnion) {
    // Without a value, or with several options that fit it, no single option speaks for it.
    const fitting = (schema.options as z.ZodType[]).filter((option) => fits(option, value));
    return fitting.length === 1 ? [schema, ...unwrap(fitting[0]!, value)] : [schema];
  }
  return [schema];
}

/** Whether a union option is of the same JSON type as the value. */
function fits(option: z.ZodType, value: unknown): boolean {
  const base = unwrap(option, value).at(-1);
  if (Array.isArray(value)) return base instanceof z.ZodArray;
  if (value !== null && typeof value === 'object') return base instanceof z.ZodObject || base instanceof z.ZodRecord;
  if (typeof value === 'string') return base instanceof z.ZodString || base instanceof z.ZodEnum || base instanceof z.ZodLiteral;
  if (typeof value === 'boolean') return base instanceof z.ZodBoolean;
  if (typeof value === 'number') return base instanceof z.ZodNumber;
  return false;
}

function childSchema(schema: z.ZodType, segment: PropertyKey): z.ZodType | undefined {
  if (schema instanceof z.ZodObject) return Object.hasOwn(schema.shape, segment) ? (schema.shape[segment as string] as z.ZodType) : undefined;
  if (schema instanceof z.ZodArray) return schema.element as z.ZodType;
  if (schema instanceof z.ZodRecord) return schema.valueType as z.ZodType;
  return undefined;
}

function childValue(value: unknown, segment: PropertyKey): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  return (value as Record<PropertyKey, unknown>)[segment];
}
