// The `$ref` targets of a spec's pages are written once per spec with the pages' data, and each
// page read back has exactly the refs it had, in order, however deep the chain of components;
// the playground's file of targets is gathered while the pages are written.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalize, type ApiModel } from '@quire/openapi';
import { pageData, type PageData } from '../src/data/page-data.ts';
import { playgroundRefs } from '../src/data/playground-payload.ts';
import { pageOf, playgroundRefsFile, type StoredPage } from '../src/data/stored-refs.ts';
import { PageRefsWriter } from '../src/integration/page-refs-writer.ts';
import { operationRoute } from './operation-fixture.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });
const document = {
  openapi: '3.1.0',
  info: { title: 'Shop', version: '1' },
  paths: {
    '/orders': {
      get: { operationId: 'listOrders', responses: { '200': { description: 'Orders.', content: json({ type: 'array', items: ref('Order') }) } } },
      post: { operationId: 'addOrder', requestBody: { content: json(ref('Item')) }, responses: { '201': { description: 'The order.' } } },
    },
    '/customers/{id}': {
      get: { operationId: 'getCustomer', responses: { '200': { description: 'A customer.', content: json(ref('Customer')) } } },
    },
  },
  components: {
    schemas: {
      Order: { type: 'object', properties: { customer: ref('Customer'), items: { type: 'array', items: ref('Item') } } },
      Customer: { type: 'object', properties: { address: ref('Address') } },
      Address: { type: 'object', description: 'Where the parcel goes.', properties: { country: ref('Country') } },
      Country: { type: 'string', description: 'ISO 3166 code.' },
      Item: { type: 'object', properties: { sku: { type: 'string' } } },
    },
  },
};
const model: ApiModel = normalize(document, 'shop.yaml', '3.1').model;
const keys = ['GET /orders', 'POST /orders', 'GET /customers/{id}'];
const pages = keys.map((key, id) =>
  pageData(id, operationRoute('shop.yaml', key), { nav: [], models: new Map([['shop.yaml', model]]), schemaSlugs: new Map() }, {}),
);

function written(): { files: Map<string, string>; pages: { json: string; targets: string[] }[] } {
  const writer = new PageRefsWriter(new Map([['shop.yaml', model]]));
  const out = pages.map((page) => writer.page(page, true));
  return { files: new Map(writer.files(['shop.yaml']).map((f) => [f.name, f.json])), pages: out };
}

const asRead = (page: PageData) => JSON.parse(JSON.stringify(page)) as PageData;

test('a page read back has the refs it reaches through a component that refs a third, in order, and the targets are written once per spec', () => {
  const { files, pages: stored } = written();
  const read = stored.map(({ json }) => pageOf(JSON.parse(json) as StoredPage, (file) => JSON.parse(files.get(file)!)));
  assert.deepEqual(read, pages.map(asRead));
  assert.deepEqual(
    Object.keys(read[0]!.api!.refs),
    ['Order', 'Customer', 'Address', 'Country', 'Item'].map((n) => `#/components/schemas/${n}`),
  );
  for (const { json } of stored) assert.doesNotMatch(json, /Where the parcel goes/, "a page's data names its targets, it does not hold them");
  const targets = [...files].filter(([name]) => name.startsWith('refs-'));
  assert.equal(targets.length, 1, 'one file of targets for the spec');
  assert.equal(targets[0]![1].split('Where the parcel goes').length, 2, 'each target once');
});

test("a page's inputs take the targets it reaches: a change to the third component in a chain changes the page", () => {
  const { pages: stored } = written();
  assert.ok(
    stored[0]!.targets.some((text) => text.includes('ISO 3166 code.')),
    'GET /orders reaches Country through Order, Customer and Address',
  );
  assert.ok(
    stored[2]!.targets.some((text) => text.includes('ISO 3166 code.')),
    'GET /customers/{id} through Customer and Address',
  );
  assert.ok(!stored[1]!.targets.some((text) => text.includes('ISO 3166 code.')), 'POST /orders sends an Item only');
});

test('the playground file of a spec holds what each endpoint reaches, as gathered from each page in page order', () => {
  const { files } = written();
  const expected = {};
  for (const page of pages) Object.assign(expected, playgroundRefs(page.api!));
  assert.equal(files.get(playgroundRefsFile(0)), JSON.stringify(expected));
  assert.ok('#/components/schemas/Country' in expected);
});
