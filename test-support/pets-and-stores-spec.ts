/**
 * A small OpenAPI document for the incremental-build test and stress run: two operations that
 * show the shared `Pet` schema and one (`GET /stores`) that does not, so an edit of the schema
 * or of one operation's prose touches a known set of pages. Each note is text an edit changes.
 */
export function petsAndStoresSpec(notes: { petName: string; stores: string; listPets?: string }): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1' },
    servers: [{ url: 'https://pets.example.com' }],
    paths: {
      '/pets': {
        get: {
          summary: 'List pets',
          description: notes.listPets,
          responses: {
            '200': { description: 'The pets.', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } } } },
          },
        },
        post: {
          summary: 'Add a pet',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
          responses: { '201': { description: 'Added.' } },
        },
      },
      '/stores': {
        get: {
          summary: 'List stores',
          description: notes.stores,
          responses: { '200': { description: 'The stores.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Store' } } } } },
        },
      },
    },
    components: {
      schemas: {
        Pet: { type: 'object', properties: { name: { type: 'string', description: notes.petName } } },
        Store: { type: 'object', properties: { city: { type: 'string' } } },
      },
    },
  };
}
