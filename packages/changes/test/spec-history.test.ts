import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { specHistory } from '@quire/changes';
import { commitHistory, steps } from '../../../test-support/pet-history.ts';

describe('specHistory', () => {
  let repo = '';
  before(async () => {
    repo = await mkdtemp(join(tmpdir(), 'quire-history-'));
    commitHistory(repo);
  });

  it('lists each commit of the spec newest first, with the changes it made, labelled by info.version or, when that did not change, the date', async () => {
    const history = await specHistory(join(repo, 'openapi.yaml'));
    assert.ok(history);
    assert.equal(history.shallow, false);
    const oldestFirst = [...history.entries].reverse();
    assert.deepEqual(
      oldestFirst.map((e) => e.label),
      ['1.0.0', '2026-01-02', '1.1.0', '2.0.0', '2.1.0', '2.2.0'],
    );
    assert.deepEqual(oldestFirst[0]!.changes, [], 'the first version is where the history starts, not a change');
    steps.forEach((step, i) => {
      const got = oldestFirst[i + 1]!.changes.map((c) => JSON.stringify([c.page, c.rule, ...(c.at ? [c.at] : [])]));
      assert.deepEqual(new Set(got), new Set(step.changes.map((c) => JSON.stringify(c))), step.version);
    });
  });

  it('is read again from its cache, commit by commit, with the same result; a new commit is the only one compared', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'quire-history-cache-'));
    const clean = await specHistory(join(repo, 'openapi.yaml'));
    const first = await specHistory(join(repo, 'openapi.yaml'), { cacheDir });
    assert.ok(clean);
    assert.deepEqual(first, clean);
    const files = async () => (await readdir(join(cacheDir, 'changes'), { recursive: true })).filter((f) => f.endsWith('.json')).length;
    assert.equal(await files(), 6);
    assert.deepEqual(await specHistory(join(repo, 'openapi.yaml'), { cacheDir }), clean);

    // A cached commit is not compared again: a mark left in its entry comes back as it is.
    const newest = clean.entries[0]!.commit;
    const [file] = (await readdir(join(cacheDir, 'changes'), { recursive: true })).filter((f) => f.endsWith(`${newest}.json`));
    const path = join(cacheDir, 'changes', file!);
    const entry = JSON.parse(await readFile(path, 'utf8'));
    entry.changes[0].message = 'read from the cache';
    await writeFile(path, JSON.stringify(entry));
    const fork = await mkdtemp(join(tmpdir(), 'quire-history-more-'));
    await rm(fork, { recursive: true });
    execFileSync('git', ['clone', '-q', `file://${repo}`, fork]);
    const spec = join(fork, 'openapi.yaml');
    await writeFile(
      spec,
      (await readFile(spec, 'utf8')).replace('/pets/{id}:', '/pets/{id}/photo:\n    get: { responses: { "200": { description: ok } } }\n  /pets/{id}:'),
    );
    execFileSync('git', ['-c', 'user.email=d@example.com', '-c', 'user.name=D', 'commit', '-q', '-am', 'Photos'], { cwd: fork });
    const more = await specHistory(spec, { cacheDir });
    assert.equal(await files(), 7, 'one new entry');
    assert.deepEqual(
      more!.entries[0]!.changes.map((c) => [c.page, c.rule]),
      [['GET /pets/{id}/photo', 'operation-added']],
    );
    assert.equal(more!.entries[1]!.changes[0]!.message, 'read from the cache');
  });

  it('an entry cut short or of another shape is compared again: the history is the clean one, not a failed build', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'quire-history-cache-'));
    const clean = await specHistory(join(repo, 'openapi.yaml'), { cacheDir });
    const entries = (await readdir(join(cacheDir, 'changes'), { recursive: true })).filter((f) => f.endsWith('.json'));
    for (const [i, file] of entries.entries()) {
      const path = join(cacheDir, 'changes', file);
      const text = await readFile(path, 'utf8');
      // Half an entry, or one that keeps its commit but lost what it changed.
      await writeFile(path, i % 2 ? text.slice(0, text.length / 2) : JSON.stringify({ before: JSON.parse(text).before }));
    }
    assert.deepEqual(await specHistory(join(repo, 'openapi.yaml'), { cacheDir }), clean);
  });

  it('compared on worker threads, as a long history is, it is the same', async () => {
    assert.deepEqual(await specHistory(join(repo, 'openapi.yaml'), { threadsFrom: 1 }), await specHistory(join(repo, 'openapi.yaml')));
  });

  it('a shallow clone says its history is partial', async () => {
    const clone = await mkdtemp(join(tmpdir(), 'quire-history-shallow-'));
    await rm(clone, { recursive: true });
    execFileSync('git', ['clone', '-q', '--depth', '2', `file://${repo}`, clone]);
    const history = await specHistory(join(clone, 'openapi.yaml'));
    assert.equal(history?.shallow, true);
    assert.equal(history?.entries.length, 2);
  });

  it('a spec outside any git repository has no history', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-no-git-'));
    assert.equal(await specHistory(join(dir, 'openapi.yaml')), undefined);
  });
});
