// The requests a drift check may send: the safe operations (GET, HEAD, QUERY: they change
// nothing on the server), each filled with the documentation's own examples. A required parameter
// without an example gets a plausible value from its schema; where none can be made, the
// operation is skipped and the report says which parameter needs an example.
import { exampleValue, payloadWriter, reachableRefs, type ApiModel, type Operation, type Parameter } from '@quire/openapi';
import { buildRequest } from '../build-request.ts';
import { encodeBody } from '../body.ts';
import { requirementCredentials, satisfiedRequirement } from '../credentials.ts';
import type { HttpRequest } from '../request-schema.ts';

export const safeMethods = new Set(['GET', 'HEAD', 'QUERY']);

export type DriftCase = { operation: Operation; request: HttpRequest } | { operation: Operation; skipped: string };

/** `secretOf`: the credential for a security scheme, by name (as MCP reads `QUIRE_AUTH_<SCHEME>`). */
export function driftCases(model: ApiModel, baseUrl: string, secretOf: (scheme: string) => string | undefined = () => undefined): DriftCase[] {
  return model.operations.filter((op) => safeMethods.has(op.method) && !op.excluded).map((operation) => caseOf(model, operation, baseUrl, secretOf));
}

function caseOf(model: ApiModel, operation: Operation, baseUrl: string, secretOf: (scheme: string) => string | undefined): DriftCase {
  const refs = reachableRefs([operation.parameters, operation.requestBody], model.document);
  const writer = payloadWriter(operation.kind, 'request');
  const values: Record<string, unknown> = {};
  for (const p of operation.parameters) {
    const value = documentedExample(p) ?? (p.required && p.schema ? exampleValue(p.schema, refs, writer, { name: p.name }) : undefined);
    if (value !== undefined) values[`${p.in}:${p.name}`] = value;
    else if (p.required) return { operation, skipped: `no example for the required ${p.in} parameter ${p.name}` };
  }
  let body: ReturnType<typeof encodeBody> | undefined;
  const media = operation.requestBody?.content[0];
  if (media) {
    const example =
      media.example ??
      Object.values(media.examples ?? {}).find((e) => e.value !== undefined)?.value ??
      (media.schema ? exampleValue(media.schema, refs, writer) : undefined);
    if (example !== undefined) body = encodeBody(example, media.mediaType);
    else if (operation.requestBody?.required) return { operation, skipped: 'no example for the required request body' };
  }
  const requirement = satisfiedRequirement(operation.security, (scheme) => secretOf(scheme) !== undefined) ?? [];
  const credentials = requirementCredentials(requirement, model.securitySchemes, (scheme) => {
    const value = secretOf(scheme);
    return value === undefined ? undefined : { value };
  });
  const { request } = buildRequest({
    method: operation.method,
    serverUrl: baseUrl,
    path: operation.path,
    parameters: operation.parameters,
    values,
    credentials,
    ...(body ? { body } : {}),
  });
  return { operation, request };
}

/** The parameter's own example: `example`, the first of `examples`, then its schema's. */
function documentedExample(p: Parameter): unknown {
  if (p.example !== undefined) return p.example;
  const named = Object.values(p.examples ?? {}).find((e) => e.value !== undefined);
  if (named) return named.value;
  const schema = p.schema ?? {};
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  return schema.default;
}
