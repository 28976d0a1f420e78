// The MCP tools of a site's specs: one per operation (webhooks are called by the API, not by
// agents) whose effective `x-docs.mcp.enabled` is true, the operation's own setting winning over
// the spec's root default.
import { mcpToolNames, reachableRefs, type ApiModel, type Operation, type SchemaObject, type SecurityScheme } from '@quire/openapi';
import { inlineSchema } from './inline-schema.ts';
import type { McpToolSpec } from './tool-spec.ts';

/** The docs page of an operation, when the site has one. */
export type PageOf = (model: ApiModel, operation: Operation) => string | undefined;

/** Which operations are tools and their names come from @quire/openapi: the docs site labels endpoints with the same names. */
export function mcpToolSpecs(models: Iterable<ApiModel>, pageOf?: PageOf): McpToolSpec[] {
  const list = [...models];
  const names = mcpToolNames(list);
  const tools: McpToolSpec[] = [];
  for (const model of list) {
    for (const operation of model.operations) {
      const name = names.get(operation);
      if (name === undefined) continue;
      const page = pageOf?.(model, operation);
      tools.push({ ...operationTool(model, operation), name, ...(page !== undefined ? { page } : {}) });
    }
  }
  return tools;
}

function operationTool(model: ApiModel, operation: Operation): Omit<McpToolSpec, 'name'> {
  const properties: Record<string, SchemaObject> = {};
  const required: string[] = [];
  const servers = operation.servers;
  const reserved = new Set(['body', ...(servers.length > 1 ? ['server'] : []), ...servers.flatMap((s) => Object.keys(s.variables).map((v) => `server_${v}`))]);
  const counts = new Map<string, number>();
  for (const p of operation.parameters) counts.set(p.name, (counts.get(p.name) ?? 0) + 1);
  const parameters: McpToolSpec['parameters'] = [];
  for (const p of operation.parameters) {
    const argument = (counts.get(p.name) ?? 0) > 1 || reserved.has(p.name) ? `${p.in}_${p.name}` : p.name;
    const schema = inlineSchema(p.schema ?? p.content?.[0]?.schema ?? { type: 'string' }, model.document);
    const description = [p.description, `(${p.in} parameter${p.deprecated ? ', deprecated' : ''})`].filter(Boolean).join(' ');
    properties[argument] = { ...schema, description };
    if (p.required) required.push(argument);
    parameters.push({
      name: p.name,
      in: p.in,
      required: p.required,
      ...(p.style ? { style: p.style } : {}),
      ...(p.explode !== undefined ? { explode: p.explode } : {}),
      ...(argument !== p.name ? { argument } : {}),
    });
  }
  let body: McpToolSpec['body'];
  const media = operation.requestBody ? pickMedia(operation.requestBody.content) : undefined;
  if (operation.requestBody && media) {
    const schema = inlineSchema(media.schema ?? {}, model.document);
    properties.body = { ...schema, description: [operation.requestBody.description, `(request body, ${media.mediaType})`].filter(Boolean).join(' ') };
    if (operation.requestBody.required) required.push('body');
    body = { mediaType: media.mediaType, required: operation.requestBody.required };
  }
  if (servers.length > 1)
    properties.server = { type: 'string', enum: servers.map((s) => s.url), default: servers[0]!.url, description: 'The server to send the request to.' };
  for (const server of servers) {
    for (const [variable, spec] of Object.entries(server.variables)) {
      const key = `server_${variable}`;
      if (properties[key]) continue;
      properties[key] = {
        type: 'string',
        default: spec.default,
        ...(spec.enum?.length ? { enum: spec.enum } : {}),
        description: spec.description ?? `Server variable {${variable}}.`,
      };
    }
  }
  const schemes: Record<string, SecurityScheme> = {};
  for (const requirement of operation.security) {
    for (const { scheme } of requirement) {
      const found = model.securitySchemes[scheme];
      if (found) schemes[scheme] = found;
    }
  }
  const text = operation.docs.mcp?.description ?? ([operation.summary, operation.description].filter(Boolean).join('\n\n') || operation.key);
  return {
    description: `${text}\n\n${operation.method} ${operation.path}`,
    inputSchema: { type: 'object', properties, ...(required.length ? { required } : {}) },
    method: operation.method,
    path: operation.path,
    parameters,
    ...(body ? { body } : {}),
    servers,
    security: operation.security,
    securitySchemes: schemes,
    responses: { responses: operation.responses, refs: reachableRefs(operation.responses, model.document) },
  };
}

/** JSON first, then form, then whatever the spec lists first. */
function pickMedia<T extends { mediaType: string }>(content: T[]): T | undefined {
  return content.find((m) => /[/+]json\b/i.test(m.mediaType)) ?? content.find((m) => m.mediaType === 'application/x-www-form-urlencoded') ?? content[0];
}
