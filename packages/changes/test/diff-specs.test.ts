import { strict as assert } from 'node:assert';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { diffSpecs, rules } from '@quire/changes';
import { loadSpec, type ApiModel } from '@quire/openapi';
import { steps, versions } from '../../../test-support/pet-history.ts';

async function load(text: string): Promise<ApiModel> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-changes-'));
  await writeFile(join(dir, 'openapi.yaml'), text);
  const loaded = await loadSpec(join(dir, 'openapi.yaml'));
  assert.ok(loaded.model, JSON.stringify(loaded.diagnostics));
  return loaded.model;
}

describe('diffSpecs', async () => {
  const models = await Promise.all(versions().map(load));

  steps.forEach((step, i) => {
    it(`lists exactly the changes of version ${step.version} (step ${i + 1}), each with its rule`, () => {
      const changes = diffSpecs(models[i]!, models[i + 1]!);
      const got = changes.map((c) => [c.page, c.rule, ...(c.at ? [c.at] : [])]);
      assert.deepEqual(new Set(got.map((g) => JSON.stringify(g))), new Set(step.changes.map((g) => JSON.stringify(g))));
      for (const c of changes) assert.equal(c.breaking, rules[c.rule].breaking, c.rule);
    });
  });

  it('an edit of descriptions and summaries only is no change', () => {
    assert.deepEqual(diffSpecs(models[0]!, models[1]!), []);
  });

  it('a response field removed is breaking, a request field removed is not; an enum value removed breaks requests, added breaks responses', () => {
    const [v1, , , v2] = models;
    const changes = diffSpecs(v1!, v2!);
    const rule = (page: string, at: string) => changes.find((c) => c.page === page && c.at === at);
    assert.equal(rule('schema Pet', 'tag')?.breaking, true);
    assert.equal(rule('schema NewPet', 'kind')?.rule, 'request-enum-value-removed');
    assert.equal(rule('schema NewPet', 'kind')?.breaking, true);
    const removedRequestField = diffSpecs(models[4]!, models[1]!).find((c) => c.page === 'schema NewPet' && c.at === 'owner');
    assert.equal(removedRequestField?.rule, 'request-property-removed');
    assert.equal(removedRequestField?.breaking, false);
  });

  it('a response header or callback removed breaks clients, one added does not; a oneOf alternative added to a response breaks, and names the alternative', () => {
    const changes = diffSpecs(models[4]!, models[5]!);
    const found = (rule: string) => changes.find((c) => c.rule === rule);
    assert.equal(found('response-header-removed')?.breaking, true);
    assert.equal(found('response-header-added')?.breaking, false);
    assert.equal(found('callback-removed')?.breaking, true);
    assert.equal(found('callback-added')?.breaking, false);
    assert.deepEqual(
      changes.filter((c) => c.subject === 'alternative').map((c) => [c.action, c.value, c.breaking, c.message]),
      [
        ['added', 'Boat', true, 'Alternative Boat (oneOf) was added to `home`.'],
        ['removed', 'Flat', false, 'Alternative Flat (oneOf) was removed from `home`.'],
      ],
    );
    assert.equal(diffSpecs(models[1]!, models[2]!).find((c) => c.subject === 'enum-value')?.value, '"bird"');
  });

  it('an operation that becomes public again, or gains a way to authenticate, is not breaking', () => {
    const changes = diffSpecs(models[3]!, models[2]!).filter((c) => c.subject === 'security');
    assert.deepEqual(
      changes.map((c) => [c.page, c.rule, c.breaking]),
      [['POST /pets', 'security-requirement-relaxed', false]],
    );
  });
});

describe("diffSpecs on an operation's own schemas", () => {
  it('names the place inside an inline schema, and reads parameter types as sent', async () => {
    const spec = (id: string, limit: string) =>
      `openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths:\n  /things:\n    get:\n      parameters: [{ name: limit, in: query, schema: { type: ${limit} } }]\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: { type: array, items: { type: object, properties: { ${id} } } }\n`;
    const before = await load(spec('id: { type: string }, name: { type: string }', 'number'));
    const after = await load(spec('name: { type: string }', 'integer'));
    const changes = diffSpecs(before, after).map((c) => [c.page, c.at, c.rule, c.breaking]);
    assert.deepEqual(changes, [
      ['GET /things', 'query parameter limit', 'request-type-narrowed', true],
      ['GET /things', 'response 200 application/json › [].id', 'response-property-removed', true],
    ]);
    assert.deepEqual(
      diffSpecs(after, before).map((c) => [c.rule, c.breaking]),
      [
        ['request-type-widened', false],
        ['response-property-added', false],
      ],
    );
  });
});

describe('diffSpecs on webhooks', () => {
  it('reads a webhook as its consumer does: a header or credentials it starts sending break nothing, a header it stops sending does', async () => {
    const spec = (parameters: string, security: string) =>
      `openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\nwebhooks:\n  petAdopted:\n    post:\n      parameters: [${parameters}]\n      security: [${security}]\n      responses: { '200': { description: ok } }\ncomponents:\n  securitySchemes:\n    signature: { type: apiKey, in: header, name: X-Signature }\n`;
    const before = await load(spec('', ''));
    const after = await load(spec('{ name: X-Event, in: header, required: true, schema: { type: string } }', '{ signature: [] }'));
    assert.deepEqual(
      diffSpecs(before, after).map((c) => [c.rule, c.breaking]),
      [
        ['webhook-parameter-added', false],
        ['webhook-security-changed', false],
      ],
    );
    assert.deepEqual(
      diffSpecs(after, before).map((c) => [c.rule, c.breaking]),
      [
        ['webhook-parameter-removed', true],
        ['webhook-security-changed', false],
      ],
    );
  });
});
