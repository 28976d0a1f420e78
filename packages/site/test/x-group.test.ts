// The hosted platform's `x-group` on an OpenAPI tag: the label of the tag's navigation group,
// while the tag's name stays in the URL.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { outline, petsSpec, resolve } from './site-fixture.ts';

const spec = (tags: object[]) => ({ 'openapi.yaml': petsSpec('openapi.yaml', { tags }) });
const slugs = (manifest: ReturnType<typeof resolve>) => manifest.routes.filter((r) => r.operation).map((r) => r.slug);

test("a tag's x-group labels its navigation group; the page URLs keep the tag name", () => {
  const manifest = resolve(
    { groups: [{ group: 'API', openapi: 'openapi.yaml' }] },
    { specs: spec([{ name: 'pets', 'x-group': 'Pet management' }, { name: 'stores' }]) },
  );
  assert.deepEqual(manifest.diagnostics, []);
  const [api] = outline(manifest.nav) as [string, unknown[]][];
  assert.deepEqual(
    api![1].map((entry) => (Array.isArray(entry) ? entry[0] : entry)),
    ['Pet management', 'stores', 'Endpoints', 'Webhooks'],
  );
  assert.ok(slugs(manifest).includes('api-reference/pets/list-pets'), slugs(manifest).join(', '));
});

test('tags with the same x-group share one group, in the order of the tags', () => {
  const manifest = resolve(
    { groups: [{ group: 'API', openapi: 'openapi.yaml' }] },
    {
      specs: spec([
        { name: 'pets', 'x-group': 'Shop' },
        { name: 'stores', 'x-group': 'Shop' },
      ]),
    },
  );
  const [api] = outline(manifest.nav) as [string, unknown[]][];
  const groups = api![1] as [string, string[]][];
  assert.deepEqual(
    groups.map(([label]) => label),
    ['Shop', 'Endpoints', 'Webhooks'],
  );
  assert.deepEqual(groups[0]![1], ['List pets', 'POST /pets', 'Get a pet', 'List stores']);
});
