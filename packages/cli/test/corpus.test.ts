import assert from 'node:assert/strict';
import { globSync, readdirSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { main } from '@quire/cli';
import type { Output } from '../src/output.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const oas = join(root, 'node_modules/@readme/oas-examples');
const galaxy = join(root, 'node_modules/@scalar/galaxy/dist');
const specs = (pattern: string, cwd: string) =>
  globSync(pattern, { cwd })
    .filter((f) => !/readme|\.md$/i.test(f))
    .sort()
    .map((f) => join(cwd, f));

/** Runs the CLI's entry point in-process (the same code the binary runs), capturing its output. */
async function quire(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const output: Output = { out: (l) => (stdout += `${l}\n`), err: (l) => (stderr += `${l}\n`) };
  const code = await main(args, output);
  return { code, stdout, stderr };
}

const out = mkdtempSync(join(tmpdir(), 'quire-corpus-'));
after(() => rmSync(out, { recursive: true, force: true }));

describe('corpus: real specs from @readme/oas-examples and @scalar/galaxy', () => {
  const valid = [...specs('3.{0,1}/**/*.{json,yaml}', oas), ...specs('*.{json,yaml}', galaxy)];
  const swagger = specs('2.0/**/*.{json,yaml}', oas);

  it('has the corpus installed', () => {
    assert.ok(valid.length >= 100, `found ${valid.length} 3.x files`);
    assert.ok(swagger.length >= 10, `found ${swagger.length} 2.0 files`);
  });

  for (const file of valid) {
    const name = relative(root, file);
    it(`checks and generates ${name}`, async () => {
      const check = await quire(['check', file, '--json']);
      assert.equal(check.code, 0, check.stdout);
      const dir = join(out, name.replace(/[^\w.-]+/g, '_'));
      const generate = await quire(['generate', file, '-o', dir, '--json']);
      assert.equal(generate.code, 0, generate.stdout);
      const result = JSON.parse(generate.stdout);
      const pages = result.written.length ? readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.mdx')) : [];
      assert.equal(pages.length, result.written.length);
      assert.equal(result.navigation.flatMap((g: { pages: string[] }) => g.pages).length, pages.length, 'every page is in the navigation');
    });
  }

  for (const file of swagger) {
    it(`rejects Swagger 2.0 ${relative(root, file)}`, async () => {
      const check = await quire(['check', file, '--json']);
      assert.equal(check.code, 1);
      assert.equal(JSON.parse(check.stdout).diagnostics[0].code, 'SPEC_SWAGGER_2');
      const generate = await quire(['generate', file, '-o', join(out, 'swagger'), '--json']);
      assert.equal(generate.code, 1);
      assert.deepEqual(JSON.parse(generate.stdout).written, []);
    });
  }
});
