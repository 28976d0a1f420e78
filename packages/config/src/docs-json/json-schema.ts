import { z } from 'zod';
import { DocsConfigSchema } from './docs-config-schema.ts';

/**
 * docs.json's JSON Schema, for editors and the reference page. It describes the input side, so
 * defaulted fields are optional, and targets draft-07, which every JSON editor understands.
 */
export function docsJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(DocsConfigSchema, { io: 'input', target: 'draft-07', override: keepExamples });
}

/** The schema as committed in packages/config/docs.schema.json. */
export function renderDocsJsonSchema(): string {
  return `${JSON.stringify(docsJsonSchema(), null, 2)}\n`;
}

/**
 * zod drops `examples` from any object that holds a transform (an icon object read as its name),
 * taking them for examples of the output. Ours are always written as docs.json input: keep them.
 */
function keepExamples({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Record<string, unknown> }): void {
  const examples = z.globalRegistry.get(zodSchema as z.ZodType)?.examples;
  if (examples !== undefined && jsonSchema.examples === undefined) jsonSchema.examples = examples;
}
