// `quire projects clear-cache` as an operator runs it: a project's page cache (which its own builds
// write, so a commit can fill it with wrong pages that a revert would reuse) is deleted, and the
// project stays.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { runQuire } from './run-quire.ts';

const cwd = mkdtempSync(join(tmpdir(), 'quire-clear-cache-'));
after(() => rmSync(cwd, { recursive: true, force: true }));
const data = join(cwd, 'data');

describe('quire projects clear-cache', () => {
  it("deletes the project's page cache and says its next update renders every page; the project stays", async () => {
    const added = await runQuire(['projects', 'add', '--name', 'Docs', '--repo', '/repos/docs', '--data', data], cwd);
    assert.equal(added.code, 0, added.stderr);
    const id = added.stdout.trimEnd().split('\n').at(-1)!;
    const cache = join(data, 'page-cache', id);
    mkdirSync(join(cache, 'pages'), { recursive: true });
    writeFileSync(join(cache, 'pages', 'planted.html'), '<h1>Planted</h1>');

    const cleared = await runQuire(['projects', 'clear-cache', id, '--data', data], cwd);
    assert.equal(cleared.code, 0, cleared.stderr);
    assert.match(cleared.stdout, new RegExp(`Cleared the page cache of project "Docs" \\(${id}\\): the next update renders every page`));
    assert.equal(existsSync(cache), false);
    assert.match((await runQuire(['projects', 'list', '--data', data], cwd)).stdout, new RegExp(id));

    const unknown = await runQuire(['projects', 'clear-cache', '0'.repeat(24), '--data', data], cwd);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /Unknown project/);
  });
});
