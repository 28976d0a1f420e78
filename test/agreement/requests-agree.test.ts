// The differential test of issue 19: for every operation of the demo site's specs and of the
// real specs the repo tests with, the playground's request, the first code sample's request
// (cURL's) and the MCP tool's request, given the same inputs, are the same request: method, URL
// byte for byte, headers, and body. It spans the three front packages on purpose: they are what
// must agree.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  exampleValue,
  loadSpec,
  type ApiModel,
  type MediaType,
  type Operation,
  type Parameter,
  type SchemaObject,
  type SecurityScheme,
  type Server,
} from '@quire/openapi';
import { placeholderOrigin, sampleRequest, sampleSecuritySchemes, type SampleRequest } from '@quire/astro/agreement';
import { addCredentials, composeRequest, encodeJson, encodeText, encodeUrlencoded, type Field, type ParamValue } from '@quire/playground/agreement';
import { buildRequest as mcpRequest, mcpToolSpecs } from '@quire/mcp';
import { serverUrl } from '@quire/request';
import { httpRequestSchema } from '@quire/request/schema';

const root = join(import.meta.dirname, '../..');
const jsonFiles = (dir: string) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(dir, f));
const specFiles = [
  'sites/demo/openapi/petstore.yaml',
  'sites/demo/openapi/v1/petstore.yaml',
  'sites/demo/openapi/store.json',
  'node_modules/@scalar/galaxy/dist/3.1.yaml',
  ...jsonFiles('node_modules/@readme/oas-examples/3.0/json'),
  ...jsonFiles('node_modules/@readme/oas-examples/3.1/json'),
];

/** Comparable: header names in lower case, sorted; a form body as its decoded pairs (curl and browsers encode spaces differently, both valid). */
interface Wire {
  method: string;
  url: string;
  headers: [string, string][];
  body: string | null;
}

function wire(method: string, url: string, headers: Iterable<[string, string]>, body: string | null, contentType: string | undefined): Wire {
  const form = contentType?.toLowerCase().startsWith('application/x-www-form-urlencoded') && body !== null;
  return {
    method: method.toUpperCase(),
    url,
    headers: [...headers].map(([n, v]): [string, string] => [n.toLowerCase(), v]).sort(([a], [b]) => a.localeCompare(b)),
    body: form ? JSON.stringify([...new URLSearchParams(body!)]) : body,
  };
}

/** What cURL sends for the sample: the URL with HAR query pairs as the plugin prints them, the headers, the body. */
function sampleWire(har: SampleRequest): Wire {
  const query = har.queryString.map((q) => `${q.name}=${q.value}`).join('&');
  const url = query ? `${har.url}${har.url.includes('?') ? '&' : '?'}${query}` : har.url;
  const headers = har.headers.map((h): [string, string] => [h.name, h.value]);
  const post = har.postData;
  const body = post?.text ?? (post?.params ? new URLSearchParams(post.params.map((p) => [p.name, p.value ?? ''])).toString() : null);
  return wire(har.method, url, headers, body, headers.find(([n]) => n.toLowerCase() === 'content-type')?.[1]);
}

/** `$ref` targets of a document, looked up by pointer as pages carry them. */
function refsOf(document: Record<string, unknown>): Record<string, SchemaObject> {
  return new Proxy({} as Record<string, SchemaObject>, {
    get: (_, ref) => {
      if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
      let node: unknown = document;
      for (const part of ref.slice(2).split('/'))
        node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
      return node as SchemaObject | undefined;
    },
  });
}

const firstNamed = (examples: Record<string, { value?: unknown }> | undefined) => Object.values(examples ?? {}).find((e) => e.value !== undefined)?.value;

/** The reader's input for a parameter: the spec's example, else one generated from its schema (lists and objects included). */
function parameterValue(p: Parameter, exampleOf: (s: SchemaObject, o: { mediaType?: string; name?: string }) => unknown): unknown {
  if (p.example !== undefined) return p.example;
  const named = firstNamed(p.examples);
  if (named !== undefined) return named;
  const media = p.content?.[0];
  if (media) {
    const value =
      media.example ?? firstNamed(media.examples) ?? (media.schema ? exampleOf(media.schema, { mediaType: media.mediaType, name: p.name }) : undefined);
    return value === undefined || typeof value === 'string' ? value : JSON.stringify(value);
  }
  return p.schema ? exampleOf(p.schema, { name: p.name }) : undefined;
}

/** The credential a reader (or an agent's environment) gives each kind of scheme. */
const secrets = { key: 'k3y 1+2', token: 'tok.en', username: 'zoë', password: 'p w:1', authorization: 'Digest abc' };
const secretText = (scheme: SecurityScheme): string | undefined => {
  if (scheme.type === 'apiKey') return secrets.key;
  if (scheme.type === 'http')
    return scheme.scheme.toLowerCase() === 'basic'
      ? `${secrets.username}:${secrets.password}`
      : scheme.scheme.toLowerCase() === 'bearer'
        ? secrets.token
        : secrets.authorization;
  if (scheme.type === 'mutualTLS') return undefined;
  return secrets.token;
};

interface Case {
  spec: string;
  operation: Operation;
  model: ApiModel;
}

async function cases(): Promise<Case[]> {
  const all: Case[] = [];
  for (const file of specFiles) {
    const loaded = await loadSpec(join(root, file), { root });
    if (!loaded.model) continue;
    // Every operation is a tool here, whatever its x-docs.mcp says.
    loaded.model.docs = { ...loaded.model.docs, mcp: { ...loaded.model.docs.mcp, enabled: true } };
    for (const operation of loaded.model.operations) {
      operation.docs = { ...operation.docs, mcp: { ...operation.docs.mcp, enabled: true } };
      all.push({ spec: file, operation, model: loaded.model });
    }
  }
  return all;
}

/** The three requests of one operation, or the reason a part of it cannot be compared. */
function threeRequests({ operation, model }: Case): { playground: Wire; sample: Wire; mcp?: Wire } {
  const refs = refsOf(model.document);
  const exampleOf = (schema: SchemaObject, options: { name?: string }) => exampleValue(schema, refs, 'client', { name: options.name });
  const first = operation.servers[0] ?? model.servers[0] ?? { url: '', variables: {} };
  // A relative server (or none) is taken against the placeholder origin, the same for all three.
  const server: Server = /^https?:\/\//i.test(first.url)
    ? first
    : { ...first, url: placeholderOrigin + (first.url.startsWith('/') || !first.url ? first.url : `/${first.url}`) };

  const values: Record<string, unknown> = {};
  for (const p of operation.parameters) {
    if (p.in !== 'path' && !p.required && p.deprecated) continue;
    const value = parameterValue(p, exampleOf);
    if (value !== undefined) values[`${p.in}:${p.name}`] = value;
  }
  const requirement = operation.security.find((r) => r.length > 0) ?? [];
  // Excluded operations are no tools; the others send the body in the media type the tool takes (JSON first).
  const tool = mcpToolSpecs([model]).find((t) => t.method.toUpperCase() === operation.method.toUpperCase() && t.path === operation.path);
  const content = operation.requestBody?.content ?? [];
  const media: MediaType | undefined = content.find((m) => m.mediaType === tool?.body?.mediaType) ?? content[0];
  const bodyValue = media ? (media.example ?? firstNamed(media.examples) ?? (media.schema ? exampleOf(media.schema, {}) : undefined)) : undefined;
  const type = (media?.mediaType.split(';')[0] ?? '').trim().toLowerCase();

  // The playground: the reader typed the values and the credentials, the body editor encoded the body.
  const read = (scheme: string, field: Field) => {
    const definition = model.securitySchemes[scheme];
    return definition && definition.type !== 'mutualTLS' ? ((secrets as Record<string, string>)[field] ?? '') : '';
  };
  const body =
    media && bodyValue !== undefined
      ? type === 'application/x-www-form-urlencoded'
        ? encodeUrlencoded(bodyValue, media.mediaType)
        : /[/+]json$/.test(type) || typeof bodyValue !== 'string'
          ? encodeJson(bodyValue, media.mediaType)
          : encodeText(bodyValue, media.mediaType)
      : undefined;
  const composed = composeRequest({
    method: operation.method,
    baseUrl: serverUrl(server, {}),
    path: operation.path,
    parameters: operation.parameters,
    values: values as Record<string, ParamValue>,
    auth: (draft) => addCredentials(draft, requirement, model.securitySchemes, read),
    ...(body ? { body } : {}),
  }).request;
  httpRequestSchema.parse(composed);
  const playground = wire(composed.method, composed.url, Object.entries(composed.headers), composed.body, body?.contentType);

  // The first code sample (cURL), with the same credentials instead of placeholders.
  const har = sampleRequest({
    operation,
    server,
    securitySchemes: sampleSecuritySchemes(operation, model.securitySchemes),
    exampleOf,
    refs,
    ...(media ? { mediaType: media.mediaType } : {}),
    ...(bodyValue !== undefined ? { bodyExample: bodyValue } : {}),
    secrets: (scheme) => {
      if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'basic') return { username: secrets.username, password: secrets.password };
      const value = secretText(scheme);
      return value === undefined ? undefined : { value };
    },
  } as Parameters<typeof sampleRequest>[0]);
  const sample = sampleWire(har);

  // The MCP tool, its arguments the same values, its credentials from the environment.
  if (!tool) {
    assert.ok(operation.excluded, `no tool for ${operation.method} ${operation.path}`);
    return { playground, sample };
  }
  const args: Record<string, unknown> = {};
  for (const p of tool.parameters) {
    const value = values[`${p.in}:${p.name}`];
    if (value !== undefined) args[p.argument ?? p.name] = value;
  }
  if (bodyValue !== undefined && tool.body?.mediaType === media?.mediaType) args.body = bodyValue;
  const built = mcpRequest({ ...tool, servers: [server] }, args, (scheme) => {
    const definition = model.securitySchemes[scheme];
    return definition && requirement.some((r) => r.scheme === scheme) ? secretText(definition) : undefined;
  });
  assert.ok(built.ok, built.ok ? '' : built.error);
  const mcp = wire(built.request.method, built.request.url, Object.entries(built.request.headers), built.request.body, tool.body?.mediaType);
  return { playground, sample, mcp };
}

test('the playground, the first code sample and the MCP tool send the same request for every operation', async () => {
  const all = await cases();
  assert.ok(all.length > 100, `only ${all.length} operations found`);
  const failures: string[] = [];
  let compared = 0;
  for (const c of all) {
    const type = (c.operation.requestBody?.content[0]?.mediaType.split(';')[0] ?? '').trim().toLowerCase();
    // Multipart and file bodies have bytes the three write differently by design (the playground
    // reads files, samples name a path); their method, URL and other headers still compare.
    const bytes = type.startsWith('multipart/') || /octet-stream|^image\/|^audio\/|^video\/|pdf|zip/.test(type);
    let three: ReturnType<typeof threeRequests>;
    try {
      three = threeRequests(c);
    } catch (error) {
      failures.push(`${c.spec} ${c.operation.method} ${c.operation.path}: ${(error as Error).message}`);
      continue;
    }
    const strip = (w: Wire): Wire => (bytes ? { ...w, headers: w.headers.filter(([n]) => n !== 'content-type'), body: null } : w);
    const [playground, sample] = [strip(three.playground), strip(three.sample)];
    compared++;
    const others: [string, Wire][] = [['code sample', sample], ...(three.mcp ? [['MCP tool', strip(three.mcp)] as [string, Wire]] : [])];
    for (const [name, other] of others) {
      try {
        assert.deepEqual(other, playground);
      } catch {
        failures.push(
          `${c.spec} ${c.operation.method.toUpperCase()} ${c.operation.path}: the ${name} differs from the playground\n  playground: ${JSON.stringify(playground)}\n  ${name}: ${JSON.stringify(other)}`,
        );
      }
    }
  }
  assert.equal(failures.length, 0, `${failures.length} disagreements in ${compared} operations:\n${failures.slice(0, 15).join('\n')}`);
});
