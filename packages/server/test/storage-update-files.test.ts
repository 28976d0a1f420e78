// A commit that changed 50,000 files: its status record stays small on every poll (the first 100
// paths of each list and their counts), and the whole list is read page by page, each file once.
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { describe, it } from 'node:test';
import { createApiHandler } from '../src/http/api-handler.ts';
import { migrations } from '../src/storage/migrations.ts';
import type { CommitInfo } from '../src/storage/records.ts';
import type { Storage } from '../src/storage/storage.ts';
import { listen } from './http-helpers.ts';
import { eachBackend, sqlite } from './storage-helpers.ts';

const paths = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}/page-${String(i).padStart(5, '0')}.mdx`);
const bigCommit: CommitInfo = {
  sha: 'c'.repeat(40),
  ref: 'refs/heads/main',
  message: 'Regenerate the reference',
  filesChanged: { added: paths('added', 30_000), modified: paths('modified', 15_000), removed: paths('removed', 5_000) },
};
const everyFile = (commit: CommitInfo) =>
  (['added', 'modified', 'removed'] as const).flatMap((change) => commit.filesChanged[change].map((path) => ({ path, change })));

/** Two long lists of files are equal; a difference is reported at its first place (a whole diff of 50,000 would take minutes). */
function assertSameFiles(actual: { path: string; change: string }[], expected: { path: string; change: string }[], message: string): void {
  const first = expected.findIndex((file, i) => actual[i]?.path !== file.path || actual[i]?.change !== file.change);
  assert.ok(
    first === -1 && actual.length === expected.length,
    `${message}: ${actual.length} files read of ${expected.length}; the first difference at ${first}: ${JSON.stringify(actual[first])} instead of ${JSON.stringify(expected[first])}`,
  );
}

async function finishedWith(storage: Storage, projectId: string, commit: CommitInfo): Promise<string> {
  const { statusId } = await storage.queue.enqueue(projectId, 'api');
  await storage.queue.claim();
  await storage.queue.finish(statusId, { status: 'success', summary: 'Published.', author: 'Ada <ada@example.com>', commit });
  return statusId;
}

eachBackend('storage: the files an update changed', ({ storageWithProject }) => {
  it('the record holds the first 100 of each list and how many there are; pages give every file once, in order', async () => {
    const { storage, project } = await storageWithProject();
    const statusId = await finishedWith(storage, project.id, bigCommit);
    const record = await storage.updates.get(statusId);
    assert.deepEqual(
      Object.values(record?.commit?.filesChanged ?? {}).map((list) => list.length),
      [100, 100, 100],
    );
    assert.deepEqual(record?.commit?.filesChanged, {
      added: bigCommit.filesChanged.added.slice(0, 100),
      modified: bigCommit.filesChanged.modified.slice(0, 100),
      removed: bigCommit.filesChanged.removed.slice(0, 100),
    });
    assert.deepEqual(record?.commit?.filesChangedCount, { added: 30_000, modified: 15_000, removed: 5_000 });
    assert.ok(JSON.stringify(record).length < 40_000, `the record is ${JSON.stringify(record).length} bytes`);

    const read: { path: string; change: string }[] = [];
    for (let offset = 0; ; offset += 1_000) {
      const page = await storage.updates.filesPage(statusId, offset, 1_000);
      assert.equal(page?.total, 50_000);
      if (!page?.files.length) break;
      read.push(...page.files);
    }
    assertSameFiles(read, everyFile(bigCommit), 'every file, once, in order');
    assert.equal(await storage.updates.filesPage('0'.repeat(24), 0, 10), undefined);
  });
});

describe('the status API with 50,000 changed files', () => {
  it('answers a bounded record on every poll, and update-files pages through every file exactly once', async () => {
    const { storage, project } = await sqlite.storageWithProject();
    const statusId = await finishedWith(storage, project.id, bigCommit);
    const headers = { authorization: `Bearer ${(await storage.tokens.create(project.id)).token}` };
    const base = await listen(createApiHandler({ storage }));

    const poll = await fetch(`${base}/v1/project/update-status/${statusId}`, { headers });
    const body = await poll.text();
    assert.ok(body.length < 40_000, `a poll is ${body.length} bytes (the whole list is over 2 MB)`);
    const record = JSON.parse(body) as { commit: { filesChanged: Record<string, string[]>; filesChangedCount: Record<string, number> } };
    assert.deepEqual(record.commit.filesChangedCount, { added: 30_000, modified: 15_000, removed: 5_000 });
    assert.equal(record.commit.filesChanged.added?.length, 100);

    const read: { path: string; change: string }[] = [];
    let next: string | null = `/v1/project/update-files/${statusId}`;
    while (next) {
      const answer: Response = await fetch(`${base}${next}`, { headers });
      assert.equal(answer.status, 200);
      const page = (await answer.json()) as { statusId: string; offset: number; total: number; files: { path: string; change: string }[]; next: string | null };
      assert.deepEqual([page.statusId, page.offset, page.total], [statusId, read.length, 50_000]);
      assert.ok(page.files.length <= 1_000);
      read.push(...page.files);
      next = page.next;
    }
    assertSameFiles(read, everyFile(bigCommit), 'every file, once, in order');

    const small = (await (await fetch(`${base}/v1/project/update-files/${statusId}?offset=29999&limit=2`, { headers })).json()) as {
      files: unknown[];
      next: string;
    };
    assert.deepEqual(small.files, [
      { path: 'added/page-29999.mdx', change: 'added' },
      { path: 'modified/page-00000.mdx', change: 'modified' },
    ]);
    assert.equal(small.next, `/v1/project/update-files/${statusId}?offset=30001&limit=2`);
    const tooMany = await fetch(`${base}/v1/project/update-files/${statusId}?limit=5000`, { headers });
    assert.equal(tooMany.status, 400);
    const other = await storage.projects.add({ name: 'Other', repo: '/o' });
    const hidden = await fetch(`${base}/v1/project/update-files/${statusId}`, {
      headers: { authorization: `Bearer ${(await storage.tokens.create(other.id)).token}` },
    });
    assert.equal(hidden.status, 404, "another project's token reads it as missing");
  });
});

describe('storage: records written before the lists were bounded (sqlite)', () => {
  it('are bounded as they are read, and their files are paged after the upgrade', async () => {
    const file = await sqlite.newDatabase();
    const db = new DatabaseSync(file);
    for (const migration of migrations.slice(0, 4)) db.exec(migration);
    db.exec('PRAGMA user_version = 4');
    db.prepare(
      `INSERT INTO projects (id, name, subdomain, repo, branch, dir, created_at) VALUES ('${'a'.repeat(24)}', 'Old', 'old', '/r', 'main', '', '2025-01-01T00:00:00.000Z')`,
    ).run();
    const commit = { ...bigCommit, filesChanged: { added: paths('added', 250), modified: [], removed: paths('removed', 3) } };
    db.prepare(
      `INSERT INTO updates (id, project_id, created_at, ended_at, status, summary, commit_json, source) VALUES (?, ?, '2025-01-01T00:00:00.000Z', '2025-01-01T00:01:00.000Z', 'success', 'Built.', ?, 'api')`,
    ).run('b'.repeat(24), 'a'.repeat(24), JSON.stringify(commit));
    db.close();

    const storage = await sqlite.openStorage(file);
    const record = await storage.updates.get('b'.repeat(24));
    assert.deepEqual(record?.commit?.filesChangedCount, { added: 250, modified: 0, removed: 3 });
    assert.equal(record?.commit?.filesChanged.added.length, 100);
    const page = await storage.updates.filesPage('b'.repeat(24), 0, 1_000);
    assert.deepEqual(page?.files, everyFile(commit));
  });
});
