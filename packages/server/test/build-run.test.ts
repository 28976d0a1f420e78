// runBuild end to end on real git repositories and real `quire build`s: a first update, a second
// commit, a broken docs repo, a time limit and an unreachable repository. Real builds take a few
// seconds each, so the tests share one data folder and run in order.
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { readFile, readlink, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BuildResult } from '../src/builds/build-types.ts';
import { runBuild } from '../src/builds/run-build.ts';
import { alive, buildInput, gitRepo, miniDocs, openapi, pngSignature, project, temporaryFolder } from './build-helpers.ts';

/** The live processes whose command line names `text`. */
async function processesMentioning(text: string): Promise<number[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const found: number[] = [];
  for (const pid of pids) {
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (command.includes(text) && alive(pid)) found.push(pid);
  }
  return found;
}

function succeeded(result: BuildResult): asserts result is Extract<BuildResult, { ok: true }> {
  assert.ok(result.ok, `the build failed: ${result.summary}`);
}

describe('runBuild', async () => {
  const dataDir = await temporaryFolder();
  const repo = await gitRepo();
  const site = join(dataDir, 'sites/mini');
  const firstSha = await repo.commit('First docs\n\nWith a body.', miniDocs);
  let firstRelease = '';

  it('builds a first update: every file added, the site published, both screenshots taken', async () => {
    const input = buildInput(dataDir, project(repo.dir));
    const result = await runBuild(input);
    succeeded(result);
    assert.match(result.summary, new RegExp(`^Built \\d+ pages from ${firstSha.slice(0, 7)} \\(First docs\\) in [\\d.]+ s\\.$`));
    assert.deepEqual(result.commit, {
      sha: firstSha,
      ref: 'refs/heads/main',
      message: 'First docs\n\nWith a body.',
      filesChanged: { added: ['docs.json', 'guide.mdx', 'index.mdx', 'openapi.yaml'], modified: [], removed: [] },
    });
    assert.equal(result.author, 'Ada Author <ada@example.com>');
    firstRelease = await readlink(join(site, 'current'));
    assert.match(firstRelease, /^releases\//);
    assert.match(await readFile(join(site, 'current/index.html'), 'utf8'), /Welcome to Mini/);
    const shots = result.screenshots;
    assert.ok(shots, 'both screenshots are recorded');
    assert.match(shots.light, /^p1\/[^/]+-light\.png$/);
    const [light, dark] = await Promise.all([shots.light, shots.dark].map((path) => readFile(join(dataDir, 'screenshots', path))));
    assert.deepEqual(light!.subarray(0, 8), pngSignature, 'saved where the service serves screenshots');
    assert.notDeepEqual(light, dark, 'the themes differ');
    assert.ok(
      input.lines.some((line) => /^✓ Built \d+ pages? into releases\/\S+ in/.test(line)),
      "the build's own lines are streamed",
    );
    assert.ok(!input.lines.some((line) => line.includes(dataDir) || line.includes('../')), "no line names the service's folders");
    for (const step of [/^Cloning /, /^Building /, /^Published mini/, /^Screenshots taken/])
      assert.ok(
        input.lines.some((line) => step.test(line)),
        `a log line matches ${step}`,
      );
  });

  it('builds a second commit: filesChanged relative to the previous one, a rename as removed plus added; a failed screenshot does not fail it', async () => {
    repo.git('mv', 'guide.mdx', 'tutorial.mdx');
    const docsJson = JSON.stringify({
      name: 'Mini',
      navigation: {
        groups: [
          { group: 'Guide', pages: ['index', 'tutorial', 'faq'] },
          { group: 'API', openapi: 'openapi.yaml' },
        ],
      },
    });
    const secondSha = await repo.commit('Tutorial and FAQ', {
      'docs.json': docsJson,
      'faq.mdx': '---\ntitle: FAQ\n---\n\nAsk.\n',
      // The path parameter is declared: an operation with an error gets no page (guides/api-navigation#operations-with-errors), and the changelog could not link it.
      'openapi.yaml': `${openapi('List every thing')}  /things/{id}:\n    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]\n    delete: { operationId: removeThing, responses: { '204': { description: Gone } } }\n`,
    });
    repo.git('tag', 'v1.1');
    // The browser is missing this time: the update still succeeds, since its site is already live.
    process.env.QUIRE_CHROMIUM = '/no/such/chromium';
    const input = buildInput(dataDir, project(repo.dir), { previousSha: firstSha });
    const result = await runBuild(input).finally(() => delete process.env.QUIRE_CHROMIUM);
    succeeded(result);
    assert.ok(input.lines.some((line) => line.startsWith('Screenshots failed: ')));
    assert.equal(result.screenshots, undefined, 'no screenshot is recorded');
    assert.equal(result.commit.sha, secondSha);
    assert.deepEqual(result.commit.filesChanged, { added: ['faq.mdx', 'tutorial.mdx'], modified: ['docs.json', 'openapi.yaml'], removed: ['guide.mdx'] });
    assert.notEqual(await readlink(join(site, 'current')), firstRelease);
    assert.ok(existsSync(join(site, 'current/faq/index.html')));
    assert.equal((await readdir(join(site, 'releases'))).length, 2, 'the first release is kept');
    // The spec's history is read in the sandbox from the checkout, its tags fetched: the change is labelled by the commit's tag.
    assert.match(
      await readFile(join(site, 'current/changelog/openapi.md'), 'utf8'),
      /^### v1\.1 \(\d{4}-\d\d-\d\d\)\n\n- \[`DELETE \/things\/\{id\}`\]\(\/api-reference\/remove-thing\/\): The operation was added\. \(`operation-added`\)$/m,
    );
  });

  it("renders only what a commit changed: the rest comes from the project's page cache, kept outside its checkout", async () => {
    await repo.commit('Longer FAQ', { 'faq.mdx': '---\ntitle: FAQ\n---\n\nAsk anything.\n' });
    const input = buildInput(dataDir, project(repo.dir));
    succeeded(await runBuild(input));
    const summary = input.lines.find((line) => line.startsWith('✓ Built '));
    const [, pages, reused] = /Built (\d+) pages .*\((\d+) unchanged since the last build/.exec(summary ?? '') ?? [];
    assert.ok(pages && reused, `the build says what it reused: ${summary}`);
    assert.equal(Number(reused), Number(pages) - 1, 'every page but the FAQ');
    assert.match(await readFile(join(site, 'current/faq/index.html'), 'utf8'), /Ask anything\./);
    assert.ok(existsSync(join(dataDir, 'page-cache', project(repo.dir).id)));
  });

  it('fails a broken docs repo with the problem in the summary, publishing nothing', async () => {
    const serving = await readlink(join(site, 'current'));
    const releases = await readdir(join(site, 'releases'));
    // A value of the wrong type leaves no sensible site (a navigation entry naming no page is only a warning).
    const docsJson = JSON.stringify({ name: 'Mini', navigation: { groups: [{ group: 'Guide', pages: ['index'] }] }, theme: 42 });
    const sha = await repo.commit('Broken docs.json', { 'docs.json': docsJson });
    const input = buildInput(dataDir, project(repo.dir));
    const result = await runBuild(input);
    assert.equal(result.ok, false);
    assert.match(result.summary, /^docs\.json:\d+:\d+ .*`theme` must be a string/);
    assert.ok(!result.summary.includes(dataDir), 'places are relative to the repository');
    assert.equal(result.commit?.sha, sha, 'the failed commit is still reported');
    assert.equal(await readlink(join(site, 'current')), serving, 'the previous release still serves');
    assert.deepEqual(await readdir(join(site, 'releases')), releases, 'the failed release was removed');
    assert.ok(input.lines.some((line) => line.startsWith('✗ docs.json')));
  });

  it('stops a build at its time limit and says so', async () => {
    await repo.commit('Fixed navigation', miniDocs);
    const serving = await readlink(join(site, 'current'));
    const started = Date.now();
    const result = await runBuild(buildInput(dataDir, project(repo.dir), { limits: { timeoutMs: 1500, memoryMb: 1024, outputMb: 2048 } }));
    assert.equal(result.ok, false);
    assert.equal(result.summary, 'The build ran out of its 1.5-second time limit.');
    assert.ok(Date.now() - started < 5000, 'killed, not waited for');
    assert.equal(await readlink(join(site, 'current')), serving);
    await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual(await processesMentioning(join(dataDir, 'checkouts')), [], 'no build process is left running');
  });

  it('says which repository could not be cloned, and why', async () => {
    const missing = join(dataDir, 'no-such-repo');
    const result = await runBuild(buildInput(dataDir, project(missing, { id: 'p2', subdomain: 'other' })));
    assert.equal(result.ok, false);
    assert.match(result.summary, new RegExp(`^The repository ${missing} could not be cloned: .*does not appear to be a git repository`));
  });

  it('says when a repository URL cannot be reached, and leaves no half-made checkout', async () => {
    const url = 'http://127.0.0.1:9/docs.git';
    const result = await runBuild(buildInput(dataDir, project(url, { id: 'p3', subdomain: 'third' })));
    assert.equal(result.ok, false);
    assert.match(
      result.summary,
      /^The repository http:\/\/127\.0\.0\.1:9\/docs\.git could not be cloned: unable to access .*(Could not connect|Connection refused|Failed to connect)/i,
    );
    assert.ok(!existsSync(join(dataDir, 'checkouts/p3')));
  });

  it('refuses a docs folder outside the repository, and one without docs.json', async () => {
    const outside = await runBuild(buildInput(dataDir, project(repo.dir, { dir: '../p2' })));
    assert.equal(outside.summary, 'The docs folder ../p2 is outside the repository.');
    const empty = await runBuild(buildInput(dataDir, project(repo.dir, { dir: 'docs' })));
    assert.match(empty.summary, /^No docs\.json \(nor the hosted platform's legacy mint\.json\) in the folder docs of the repository at [0-9a-f]{7}\.$/);
  });

  it('says when the branch does not exist', async () => {
    const result = await runBuild(buildInput(dataDir, project(repo.dir, { branch: 'nope' })));
    assert.equal(result.summary, `The branch nope does not exist in the repository ${repo.dir}.`);
  });
});
