// `quire serve` end to end, as an operator runs it: projects and tokens added with the admin
// commands to the same data folder, a real git repository as the docs repo, updates triggered and
// polled over the REST API, the published site fetched, and a restart in the middle of a build.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { docs, docsRepo, fetchFresh, lastLine, poll, serve, sitePage, trigger, work } from './serve-helpers.ts';

describe('quire serve', () => {
  it('builds and publishes a docs repo on request, reports every field, keeps the old site when a build fails', async () => {
    const repo = docsRepo('docs-repo');
    const first = await repo.commit('First docs', docs(['index', 'guide']));
    const data = join(work, 'data');
    const projectId = await lastLine(['projects', 'add', '--name', 'Mini', '--repo', repo.dir, '--data', data]);
    const token = await lastLine(['tokens', 'create', '--project', projectId, '--data', data]);
    const { url } = await serve(data);

    const statusId = await trigger(url, token, projectId);
    const done = await poll(url, token, statusId);
    assert.equal(done.status, 'success', `${done.summary}\n${done.logs.join('\n')}`);
    assert.equal(done._id, statusId);
    assert.equal(done.projectId, projectId);
    assert.equal(done.subdomain, 'mini');
    assert.equal(done.source, 'api');
    assert.equal(done.author, 'Ada Author <ada@example.com>');
    assert.match(done.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    assert.ok(done.endedAt && done.endedAt >= done.createdAt);
    assert.deepEqual(done.commit, {
      sha: first,
      ref: 'refs/heads/main',
      message: 'First docs',
      filesChanged: { added: ['docs.json', 'guide.mdx', 'index.mdx', 'openapi.yaml'], modified: [], removed: [] },
      filesChangedCount: { added: 4, modified: 0, removed: 0 },
    });
    assert.ok(done.logs.length > 3, 'the build logs are in the record');
    for (const shot of [done.screenshotLight!, done.screenshotDark!]) {
      const png = await fetchFresh(shot);
      assert.equal(png.status, 200, shot);
      assert.deepEqual([...new Uint8Array(await png.arrayBuffer()).subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
    }
    assert.ok(done.screenshot);
    const home = await sitePage(url, 'mini', '/');
    assert.equal(home.status, 200);
    assert.match(home.body, /Welcome to Mini/);
    assert.equal((await sitePage(url, 'mini', '/api-reference/list-things')).status, 200);

    // A docs.json that does not parse leaves no sensible site: the update fails and says where; the site stays.
    await repo.commit('Break docs.json', { 'docs.json': '{ "name": "Mini", "navigation": ' });
    const broken = await poll(url, token, await trigger(url, token, projectId));
    assert.equal(broken.status, 'failure');
    assert.match(broken.summary, /docs\.json/);
    assert.match((await sitePage(url, 'mini', '/')).body, /Welcome to Mini/);

    // Fixed: the changes are relative to the last successful update, not to the failed one.
    const files = docs(['index']);
    const fixed = await repo.commit('Drop the guide', { ...files, 'guide.mdx': null });
    const third = await poll(url, token, await trigger(url, token, projectId));
    assert.equal(third.status, 'success', third.summary);
    assert.equal(third.commit?.sha, fixed);
    assert.deepEqual(third.commit?.filesChanged, { added: [], modified: ['docs.json'], removed: ['guide.mdx'] });
    assert.equal((await sitePage(url, 'mini', '/guide')).status, 404);
  });

  it('marks a build that a dying service left in progress as failed and builds it again on restart', async () => {
    const repo = docsRepo('restart-repo');
    await repo.commit('Docs', docs(['index']));
    const data = join(work, 'restart-data');
    const projectId = await lastLine(['projects', 'add', '--name', 'Restart', '--repo', repo.dir, '--data', data]);
    const token = await lastLine(['tokens', 'create', '--project', projectId, '--data', data]);
    const first = await serve(data);
    const statusId = await trigger(first.url, token, projectId);
    await poll(first.url, token, statusId, (s) => s.status === 'in_progress');
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = await serve(data);
    const interrupted = await poll(second.url, token, statusId);
    assert.equal(interrupted.status, 'failure');
    assert.match(interrupted.summary, /stopped/i);
    const again = /queued again as ([0-9a-f]{24})/.exec(interrupted.summary)?.[1];
    assert.ok(again, `the summary names the new update: ${interrupted.summary}`);
    const rebuilt = await poll(second.url, token, again!);
    assert.equal(rebuilt.status, 'success', rebuilt.summary);
    assert.equal(rebuilt.source, 'internal');
  });
});
