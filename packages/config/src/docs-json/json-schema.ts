import { z } from 'zod';
import { DocsConfigSchema } from './docs-config-schema.ts';

/**
 * docs.json's JSON Schema, for editors. It describes the input side, so defaulted fields are
 * optional, and targets draft-07, which every JSON editor understands.
 */
export function docsJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(DocsConfigSchema, { io: 'input', target: 'draft-07' });
}

/** The schema as committed in packages/config/docs.schema.json. */
export function renderDocsJsonSchema(): string {
  return JSON.stringify(docsJsonSchema(), null, 2) + '\n';
}
