import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { runQuire } from './run-quire.ts';

const dir = mkdtempSync(join(tmpdir(), 'quire-init-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('quire init writes a starter that quire check passes, with its pages and operations in the navigation', async () => {
  const init = await runQuire(['init', 'my-docs'], dir);
  assert.equal(init.code, 0, init.stderr);
  assert.match(init.stdout, /Created a docs repository in my-docs/);
  assert.match(init.stdout, /quire dev my-docs/);
  assert.deepEqual(readdirSync(join(dir, 'my-docs')).sort(), ['.gitignore', 'docs.json', 'index.mdx', 'openapi.yaml', 'quickstart.mdx']);
  assert.deepEqual(readFileSync(join(dir, 'my-docs', '.gitignore'), 'utf8').split('\n'), ['.quire/', 'dist/', 'node_modules/', '']);
  assert.equal(JSON.parse(readFileSync(join(dir, 'my-docs', 'docs.json'), 'utf8')).name, 'My docs');
  const check = await runQuire(['check', 'my-docs', '--json'], dir);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  assert.deepEqual(JSON.parse(check.stdout).diagnostics, []);
  const routes = await runQuire(['routes', 'my-docs'], dir);
  for (const url of ['/quickstart', '/api-reference/notes/list-notes', '/api-reference/notes/create-note', '/api-reference/notes/get-note'])
    assert.match(routes.stdout, new RegExp(` ${url}\\n`));
});

test('quire init writes nothing where a starter file exists, and adds only the missing ignore entries to a .gitignore', async () => {
  const taken = await runQuire(['init', 'my-docs'], dir);
  assert.equal(taken.code, 1);
  assert.match(taken.stderr, /already has docs\.json, index\.mdx, quickstart\.mdx, openapi\.yaml; nothing was written/);

  const repo = join(dir, 'repo');
  await runQuire(['init', repo], dir).then(() => rmSync(join(repo, 'docs.json')));
  rmSync(join(repo, 'index.mdx'));
  rmSync(join(repo, 'quickstart.mdx'));
  rmSync(join(repo, 'openapi.yaml'));
  writeFileSync(join(repo, '.gitignore'), 'node_modules\n.quire');
  const again = await runQuire(['init'], repo);
  assert.equal(again.code, 0, again.stderr);
  assert.equal(readFileSync(join(repo, '.gitignore'), 'utf8'), 'node_modules\n.quire\ndist/\n');
});
