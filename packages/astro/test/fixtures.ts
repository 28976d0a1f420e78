/** Small docs repos for built-site tests; each exercises rules of API pages (docs: guides/api-navigation#generated-page-defaults and the sections after it). */

export const petsSpec = `openapi: 3.1.0
info: { title: Pets API, version: 2.0.0 }
servers: [{ url: https://api.pets.test/v2 }]
tags: [{ name: pets }]
paths:
  /pets:
    get:
      tags: [pets]
      operationId: listPets
      summary: List pets
      description: Returns every pet in the store.
      responses: { '200': { description: The pets } }
    post:
      tags: [pets]
      operationId: createPet
      responses: { '201': { description: Created } }
  /pets/{id}:
    parameters: [{ name: id, in: path, required: true, schema: { type: string, format: uuid } }]
    get:
      tags: [pets]
      operationId: getPet
      summary: Get a pet
      deprecated: true
      responses:
        '200': { description: The pet, content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } }
    delete:
      tags: [pets]
      operationId: deletePet
      summary: Delete a pet
      x-hidden: true
      responses: { '204': { description: Deleted } }
    put:
      tags: [pets]
      operationId: replacePet
      summary: Replace a pet
      x-docs: { href: 'https://example.com/replace-pet' }
      responses: { '200': { description: Replaced } }
  /pets/{id}/photos:
    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
    get:
      tags: [pets]
      operationId: listPhotos
      summary: List photos
      x-docs:
        metadata: { title: Pet photos, description: Every photo of one pet., 'og:image': 'https://img.test/photos.png' }
        content: "Photos are **resized** to 1024 pixels.\\n\\n## Sizes\\n\\nOne size fits all."
      responses: { '200': { description: Photos } }
  /pets/{id}/feed:
    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
    post:
      tags: [pets]
      operationId: feedPet
      summary: Feed a pet
      responses: { '204': { description: Fed } }
webhooks:
  petAdopted:
    post:
      summary: Pet adopted
      description: Sent when a pet finds a home.
      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } }
      responses: { '200': { description: Received } }
components:
  schemas:
    Pet:
      type: object
      required: [id]
      properties:
        id: { type: string, format: uuid, description: Unique id. }
        name: { type: string }
`;

export const storeSpec = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Store API', version: '1.0.0' },
  tags: [{ name: 'orders' }],
  paths: {
    '/orders': {
      get: { tags: ['orders'], operationId: 'listOrders', summary: 'List orders', responses: { 200: { description: 'Orders' } } },
      post: { tags: ['orders'], operationId: 'placeOrder', summary: 'Place an order', responses: { 201: { description: 'Placed' } } },
    },
    '/orders/{id}': {
      delete: {
        tags: ['orders'],
        operationId: 'cancelOrder',
        summary: 'Cancel an order',
        'x-hidden': true,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 204: { description: 'Cancelled' } },
      },
    },
  },
});

export const usersSpec = `openapi: 3.0.3
info: { title: Users API, version: 1.0.0 }
servers: [{ url: https://users.test }]
paths:
  /users:
    get: { operationId: listUsers, summary: List users, responses: { '200': { description: Users } } }
  /users/{id}:
    get: { operationId: getUser, summary: Get a user, responses: { '200': { description: User } } }
`;

/** The rules site: tabs, explicit and automatic endpoint lists, MDX endpoint and schema pages. */
export const rulesSite: Record<string, string> = {
  'docs.json': JSON.stringify({
    name: 'Rules Docs',
    description: 'Docs that exercise every navigation rule.',
    colors: { primary: '#0E7C66', light: '#3CC6A5', dark: '#0A5A4A' },
    logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
    favicon: '/favicon.svg',
    navigation: {
      global: { anchors: [{ anchor: 'Status', href: 'https://status.example.com' }] },
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'guides/intro'] }] },
        {
          tab: 'Pets',
          version: 'v2',
          openapi: 'openapi/pets.yaml',
          groups: [
            {
              group: 'Pets',
              pages: [
                'GET /pets',
                'POST /pets',
                'GET /pets/{id}',
                'GET /pets/{id}/photos',
                'PUT /pets/{id}',
                'pets/feed',
                'webhook petAdopted',
                'openapi/users.yaml GET /users',
              ],
            },
            { group: 'Models', pages: ['models/pet'] },
          ],
        },
        { tab: 'Store', openapi: 'openapi/store.json' },
      ],
    },
    redirects: [{ source: '/old/intro', destination: '/guides/intro' }],
    seo: { metatags: { 'og:site_name': 'Rules docs site' } },
  }),
  'index.mdx': '---\ntitle: Welcome\ndescription: Start here.\n---\n\nWelcome to the rules docs.\n',
  'guides/intro.mdx': [
    '---',
    'title: Introduction',
    'description: What the API does.',
    'og:image: https://img.test/intro.png',
    '---',
    "import Hello from '/snippets/hello.mdx';",
    '',
    '## First steps',
    '',
    'Some text.',
    '',
    '### Details',
    '',
    '```js',
    'const answer = 42;',
    '```',
    '',
    '<Hello />',
    '',
  ].join('\n'),
  'snippets/hello.mdx': 'Hello from a **snippet**.\n',
  'pets/feed.mdx': '---\ntitle: Feeding pets\nopenapi: openapi/pets.yaml POST /pets/{id}/feed\n---\n\nFeed pets twice a day.\n',
  'models/pet.mdx': '---\ntitle: The Pet object\nopenapi-schema: openapi/pets.yaml Pet\n---\n\nA pet of the store.\n',
  'openapi/pets.yaml': petsSpec,
  'openapi/store.json': storeSpec,
  'openapi/users.yaml': usersSpec,
  'logo/light.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
  'logo/dark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
};
