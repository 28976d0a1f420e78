import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalize, resolveRef } from '@quire/openapi';

const doc = {
  openapi: '3.1.0',
  info: { title: 'Shop', version: '2.0' },
  servers: [{ url: 'https://api.example.com' }],
  security: [{ key: [] }],
  tags: [{ name: 'orders', description: 'Orders' }],
  paths: {
    '/orders/{id}': {
      servers: [{ url: 'https://orders.example.com/{region}', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }],
      parameters: [
        { name: 'id', in: 'path', schema: { type: 'string' } },
        { name: 'verbose', in: 'query', description: 'path level' },
      ],
      get: {
        operationId: 'getOrder',
        summary: 'Get an order',
        tags: ['orders'],
        parameters: [{ $ref: '#/components/parameters/Verbose' }],
        responses: { '200': { $ref: '#/components/responses/Order' } },
        'x-docs': { metadata: { title: 'Fetch order', 'og:title': 'Order' }, content: '<Note>Cached</Note>', mcp: { enabled: true } },
        'x-codeSamples': [{ lang: 'shell', source: 'curl' }],
      },
      delete: {
        deprecated: true,
        'x-hidden': true,
        security: [],
        servers: [{ url: 'https://admin.example.com' }],
        responses: { '204': { description: 'gone' } },
      },
      patch: { 'x-excluded': true, security: [{ oauth: ['write'] }, {}], responses: { '200': { description: 'ok' } } },
    },
  },
  webhooks: {
    orderShipped: {
      post: {
        summary: 'Order shipped',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    parameters: { Verbose: { name: 'verbose', in: 'query', description: 'operation level', schema: { type: 'boolean' } } },
    responses: { Order: { description: 'The order', content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } } },
    schemas: {
      Order: { type: 'object', properties: { id: { type: 'string' }, items: { type: 'array', items: { $ref: '#/components/schemas/Item' } } } },
      Item: {
        type: 'object',
        properties: { order: { $ref: '#/components/schemas/Order' }, children: { type: 'array', items: { $ref: '#/components/schemas/Item' } } },
      },
    },
    securitySchemes: {
      key: { type: 'apiKey', in: 'header', name: 'X-Key' },
      oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: { write: 'Write' } } } },
    },
  },
};

describe('normalize', () => {
  const { model, diagnostics } = normalize(structuredClone(doc), 'shop.yaml', '3.1');
  const [get, del, patch] = model.operations;

  it('reads operations in document order with their keys', () => {
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      model.operations.map((o) => o.key),
      ['GET /orders/{id}', 'DELETE /orders/{id}', 'PATCH /orders/{id}'],
    );
    assert.equal(get?.pointer, '/paths/~1orders~1{id}/get');
  });

  it("merges path-level parameters with the operation's, the operation winning on name and location", () => {
    assert.deepEqual(
      get?.parameters.map((p) => [p.in, p.name, p.description]),
      [
        ['path', 'id', undefined],
        ['query', 'verbose', 'operation level'],
      ],
    );
    assert.equal(get?.parameters[0]?.required, true, 'path parameters are always required');
  });

  it('takes effective security with operation > root precedence; an empty list means no auth', () => {
    assert.deepEqual(get?.security, [[{ scheme: 'key', scopes: [] }]]);
    assert.deepEqual(del?.security, []);
    assert.deepEqual(patch?.security, [[{ scheme: 'oauth', scopes: ['write'] }], []], 'optional auth stays an anonymous alternative');
  });

  it('gives webhooks only their own security: the root security is for requests the reader sends', () => {
    assert.deepEqual(model.webhooks[0]?.security, []);
    const own = structuredClone(doc);
    (own.webhooks.orderShipped.post as Record<string, unknown>).security = [{ key: [] }];
    assert.deepEqual(normalize(own, 'shop.yaml', '3.1').model.webhooks[0]?.security, [[{ scheme: 'key', scopes: [] }]]);
  });

  it('takes effective servers with operation > path > root precedence', () => {
    assert.equal(get?.servers[0]?.url, 'https://orders.example.com/{region}');
    assert.deepEqual(get?.servers[0]?.variables.region, { default: 'eu', enum: ['eu', 'us'] });
    assert.equal(del?.servers[0]?.url, 'https://admin.example.com');
    assert.equal(model.webhooks[0]?.servers[0]?.url, 'https://api.example.com');
  });

  it('reads x-docs, x-hidden, x-excluded, deprecated and other extensions', () => {
    assert.deepEqual(get?.docs, { metadata: { title: 'Fetch order', 'og:title': 'Order' }, content: '<Note>Cached</Note>', mcp: { enabled: true } });
    assert.deepEqual(get?.extensions, { 'x-codeSamples': [{ lang: 'shell', source: 'curl' }] });
    assert.equal(del?.hidden, true);
    assert.equal(del?.deprecated, true);
    assert.equal(patch?.excluded, true);
  });

  it('resolves referenced responses and keeps schema references as references', () => {
    const response = get?.responses[0];
    assert.equal(response?.description, 'The order');
    assert.deepEqual(response?.content[0]?.schema, { $ref: '#/components/schemas/Order' });
  });

  it('reads webhooks of 3.1 documents, and none of 3.0 ones', () => {
    assert.deepEqual(
      model.webhooks.map((w) => [w.key, w.kind, w.method]),
      [['webhook orderShipped', 'webhook', 'POST']],
    );
    const v30 = normalize(structuredClone(doc), 'shop.yaml', '3.0');
    assert.deepEqual(v30.model.webhooks, []);
  });

  it('reads schemas and security schemes', () => {
    assert.deepEqual(
      model.schemas.map((s) => s.name),
      ['Order', 'Item'],
    );
    assert.deepEqual(model.securitySchemes.key, { type: 'apiKey', name: 'X-Key', in: 'header' });
    assert.equal(
      model.securitySchemes.oauth?.type === 'oauth2' && model.securitySchemes.oauth.flows.clientCredentials?.tokenUrl,
      'https://auth.example.com/token',
    );
  });

  it('survives circular schemas: the model serializes and reference chains that loop are errors, not hangs', () => {
    assert.doesNotThrow(() => JSON.stringify(model));
    const looping = { components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } } } };
    const resolved = resolveRef(looping, { $ref: '#/components/schemas/A' });
    assert.ok('error' in resolved && /loops/.test(resolved.error));
  });

  /** A copy of the fixture to break, and its GET operation, whose fields a test sets to values of any shape. */
  const brokenCopy = (): { spec: Record<string, unknown>; get: Record<string, unknown> } => {
    const spec = structuredClone(doc);
    return { spec, get: spec.paths['/orders/{id}'].get };
  };

  it('reports x-docs fields of the wrong type at their pointer', () => {
    const { spec: bad, get } = brokenCopy();
    get['x-docs'] = { href: 42, mcp: true };
    const result = normalize(bad, 'shop.yaml', '3.1');
    assert.deepEqual(
      result.diagnostics.map((d) => d.pointer),
      ['/paths/~1orders~1{id}/get/x-docs/href', '/paths/~1orders~1{id}/get/x-docs/mcp'],
    );
  });

  it("reads the hosted platform's spelling x-mint exactly like x-docs, and its older x-mcp as mcp; an x-mcp of another shape is left alone (issue 36)", () => {
    const { spec: spelled, get } = brokenCopy();
    get['x-mint'] = get['x-docs'];
    delete get['x-docs'];
    const minted = normalize(spelled, 'shop.yaml', '3.1');
    const original = normalize(doc, 'shop.yaml', '3.1').model.operations[0]!.docs;
    assert.deepEqual(minted.model.operations[0]!.docs, { ...original, key: 'x-mint' });
    assert.equal(minted.model.operations[0]!.extensions['x-mint'], undefined, 'not shown as an unknown extension');

    const { spec: legacy, get: legacyGet } = brokenCopy();
    delete legacyGet['x-docs'];
    legacyGet['x-mcp'] = { enabled: true, name: 'get_order' };
    legacy['x-mcp'] = { protocolVersion: '2025-06-18', servers: [] };
    const read = normalize(legacy, 'shop.yaml', '3.1');
    assert.deepEqual(read.model.operations[0]!.docs.mcp, { enabled: true, name: 'get_order' });
    assert.equal(read.model.docs.mcp, undefined, "a root MCP server description is another tool's");
    assert.deepEqual(read.diagnostics, []);

    const { spec: bad, get: badGet } = brokenCopy();
    delete badGet['x-docs'];
    badGet['x-mint'] = { href: 42 };
    assert.deepEqual(
      normalize(bad, 'shop.yaml', '3.1').diagnostics.map((d) => [d.pointer, d.message]),
      [['/paths/~1orders~1{id}/get/x-mint/href', '`x-mint.href` must be a string.']],
    );
  });

  it('reports a dangling parameter reference and leaves the parameter out', () => {
    const { spec: bad, get } = brokenCopy();
    get.parameters = [{ $ref: '#/components/parameters/Nope' }];
    const result = normalize(bad, 'shop.yaml', '3.1');
    assert.equal(result.diagnostics[0]?.code, 'SPEC_REF_UNRESOLVED');
    assert.equal(result.diagnostics[0]?.pointer, '/paths/~1orders~1{id}/get/parameters/0/$ref');
  });
});
