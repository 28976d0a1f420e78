import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { renderDocsReference, type JsonSchema } from '../scripts/docs-reference.ts';

const schema = JSON.parse(await readFile(new URL('../docs.schema.json', import.meta.url), 'utf8')) as JsonSchema;
const committed = await readFile(new URL('../../../sites/docs/reference/docs-json.mdx', import.meta.url), 'utf8');

describe('the docs.json reference page (sites/docs/reference/docs-json.mdx)', () => {
  it('is up to date with docs.schema.json', () => {
    assert.ok(
      committed === renderDocsReference(schema),
      'sites/docs/reference/docs-json.mdx is out of date: run `npm run docs:reference` and commit the result.',
    );
  });

  it('documents every key of the schema, at any depth', () => {
    const keys = new Set<string>();
    const visit = (node: JsonSchema | boolean | undefined) => {
      if (!node || typeof node === 'boolean') return;
      for (const [key, property] of Object.entries(node.properties ?? {})) {
        keys.add(key);
        visit(property);
      }
      visit(node.items);
      node.anyOf?.forEach(visit);
      visit(node.additionalProperties);
    };
    visit(schema);
    Object.values(schema.definitions ?? {}).forEach(visit);
    // Each key shows as the last segment of a documented path: `api.playground.proxy`.
    const undocumented = [...keys].filter((key) => !committed.includes(`.${key}\``) && !committed.includes(`\`${key}\``));
    assert.deepEqual(undocumented, []);
  });

  it('gives each key its type and an example, and marks those Quire ignores', () => {
    const section = (path: string) => committed.split(`\`${path}\``)[1]?.split('\n### ')[0] ?? '';
    const display = section('api.playground.display');
    assert.match(display, /- Type: `"interactive"`, `"simple"`, `"none"` or `"auth"`/);
    assert.match(display, /- Default: `"interactive"`/);
    assert.match(display, /"display": "simple"/);
    assert.match(section('integrations'), /\*\*Not used yet\*\*/);
    assert.doesNotMatch(section('contextual'), /Not used yet/);
    assert.doesNotMatch(section('navbar'), /Not used yet/);
  });
});
