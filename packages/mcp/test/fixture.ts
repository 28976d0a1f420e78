// A docs folder for the MCP tests: a spec whose root enables MCP (with per-operation overrides),
// a second spec that enables one operation only, and two MDX pages. Servers point at `port`.
import { writeTabbedDocs } from '../../../test-support/tabbed-docs.ts';

export function petsSpec(port: number): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1.0.0' },
    'x-docs': { mcp: { enabled: true } },
    servers: [{ url: `http://127.0.0.1:${port}/v1` }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
      schemas: {
        Pet: {
          type: 'object',
          required: ['id', 'name'],
          properties: {
            id: { type: 'integer', readOnly: true },
            name: { type: 'string' },
            parent: { $ref: '#/components/schemas/Pet' },
            tags: { type: 'array', items: { $ref: '#/components/schemas/Tag' } },
          },
        },
        Tag: { type: 'object', properties: { label: { type: 'string' } } },
      },
    },
    paths: {
      '/pets/{petId}': {
        get: {
          operationId: 'getPet',
          summary: 'Get a pet',
          parameters: [
            { name: 'petId', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'verbose', in: 'query', schema: { type: 'boolean' } },
            { name: 'id', in: 'query', schema: { type: 'string' } },
            { name: 'id', in: 'header', schema: { type: 'string' } },
          ],
          responses: { '200': { description: 'ok' } },
        },
        delete: {
          operationId: 'deletePet',
          'x-docs': { mcp: { enabled: false } },
          parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '204': { description: 'gone' } },
        },
      },
      '/pets': {
        post: {
          operationId: 'createPet',
          'x-docs': { mcp: { enabled: true, name: 'add pet!', description: 'Adds a pet to the store.' } },
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
          responses: { '201': { description: 'created' } },
        },
      },
      '/status/{code}': {
        get: {
          operationId: 'status',
          parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: { default: { description: 'any' } },
        },
      },
      '/elsewhere': { get: { operationId: 'elsewhere', servers: [{ url: 'http://127.0.0.1:9/' }], responses: { '200': { description: 'ok' } } } },
      '/variable': {
        get: {
          operationId: 'variable',
          servers: [{ url: 'http://{host}/v1', variables: { host: { default: `127.0.0.1:${port}` } } }, { url: `http://localhost:${port}/v1` }],
          responses: { '200': { description: 'ok' } },
        },
      },
      '/search': { get: { operationId: 'search', responses: { '200': { description: 'ok' } } } },
      '/no-id/{x}': {
        put: { parameters: [{ name: 'x', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'ok' } } },
      },
    },
  };
}

export function storeSpec(): Record<string, unknown> {
  return {
    openapi: '3.0.3',
    info: { title: 'Store', version: '1.0.0' },
    servers: [{ url: 'https://store.example.com' }],
    paths: {
      '/orders': {
        get: { operationId: 'getPet', 'x-docs': { mcp: { enabled: true } }, responses: { '200': { description: 'ok' } } },
        post: { operationId: 'createOrder', responses: { '200': { description: 'ok' } } },
      },
    },
  };
}

export function writeDocs(port: number): string {
  return writeTabbedDocs(
    { Guides: ['index', 'guides/feeding'], 'Pets API': 'pets.json', 'Store API': 'store.json' },
    {
      'pets.json': JSON.stringify(petsSpec(port)),
      'store.json': JSON.stringify(storeSpec()),
      'index.mdx': '---\ntitle: Welcome\n---\n\nThe pet store API lets you adopt animals.\n',
      'guides/feeding.mdx': '---\ntitle: Feeding your pet\n---\n\nGive your hamster fresh vegetables every morning.\n',
    },
  );
}
