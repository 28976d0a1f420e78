// Request bodies of real specs as the playground island receives them: the body's schema per
// media type and every `$ref` it reaches, keyed as written (PlaygroundData's shape).
import { join } from 'node:path';
import { loadSpec, reachableRefs, type ApiModel, type SchemaObject } from '@quire/openapi';
import type { PlaygroundData } from '../src/contract.ts';

const root = join(import.meta.dirname, '../../..');
const loaded = new Map<string, Promise<ApiModel>>();

/** `demo` is the demo site's petstore; anything else a file of `@readme/oas-examples`. */
function spec(file: string): Promise<ApiModel> {
  const path = file === 'demo' ? join(root, 'sites/demo/openapi/petstore.yaml') : join(root, 'node_modules/@readme/oas-examples', file);
  let model = loaded.get(path);
  if (!model) {
    model = loadSpec(path).then(({ model, diagnostics }) => {
      if (!model) throw new Error(`${file}: ${diagnostics.map((d) => d.message).join('; ')}`);
      return model;
    });
    loaded.set(path, model);
  }
  return model;
}

export interface BodyFixture {
  body: NonNullable<PlaygroundData['requestBody']>;
  refs: Record<string, SchemaObject>;
  /** The schema of the first (or the named) media type. */
  schema: SchemaObject;
}

/** The request body of an operation, such as `POST /pets`. */
export async function requestBody(file: string, key: string, mediaType?: string): Promise<BodyFixture> {
  const model = await spec(file);
  const operation = model.operations.find((o) => o.key === key);
  if (!operation?.requestBody) throw new Error(`${file}: no body for ${key}`);
  const content = operation.requestBody.content.map((m) => ({ mediaType: m.mediaType, ...(m.schema ? { schema: m.schema } : {}), examples: [] }));
  const media = mediaType ? content.find((m) => m.mediaType === mediaType) : content[0];
  if (!media?.schema) throw new Error(`${file}: no schema for ${key} ${mediaType ?? ''}`);
  return { body: { required: operation.requestBody.required, content }, refs: reachableRefs(operation.requestBody, model.document), schema: media.schema };
}
