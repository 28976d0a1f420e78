// Scalar's bundler (about 30 modules) loads with the first spec that `$ref`s another file, not with
// the package: most specs have none, and every `quire dev`, `check` and `build` start loaded it.
// (Validating a spec loads part of the same package; a start with the findings cached does not.)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

test("a spec without file references loads without Scalar's bundler; one that references a file loads it", () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bundler-'));
  const paths = {
    '/pets': { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } } } },
  };
  const pet = { type: 'object', properties: { name: { type: 'string' } } };
  const spec = (petSchema: object) =>
    JSON.stringify({ openapi: '3.1.0', info: { title: 'Pets', version: '1' }, paths, components: { schemas: { Pet: petSchema } } });
  writeFileSync(join(dir, 'alone.json'), spec(pet));
  writeFileSync(join(dir, 'pet.json'), JSON.stringify(pet));
  writeFileSync(join(dir, 'linked.json'), spec({ $ref: './pet.json' }));
  const script = `import { registerHooks } from 'node:module';
    let loaded = false;
    registerHooks({ load(url, context, next) { loaded ||= url.includes('/node_modules/@scalar/json-magic/'); return next(url, context); } });
    const { loadSpec } = await import('../src/index.ts');
    const options = { validationCacheDir: ${JSON.stringify(join(dir, 'cache'))} };
    const alone = await loadSpec(${JSON.stringify(join(dir, 'alone.json'))}, options);
    const before = loaded;
    const linked = await loadSpec(${JSON.stringify(join(dir, 'linked.json'))}, options);
    console.log(alone.model.operations.length, before, linked.model.operations.length, loaded);`;
  const run = () => execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: import.meta.dirname, encoding: 'utf8' }).trim();
  run(); // validates both specs, and caches the findings
  assert.equal(run(), '1 false 1 true');
});
