import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { bin, miniDocs } from './run-quire.ts';

const pages = Array.from({ length: 6 }, (_, i) => `page-${i}`);

const docs = () => miniDocs(pages);

/** A `quire build` running in the background, with what it has said so far. */
function startBuild(dir: string, out: string) {
  const child = spawn(process.execPath, [bin, 'build', dir, '-o', out], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
  const said = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => void (said.stdout += chunk));
  child.stderr.on('data', (chunk) => void (said.stderr += chunk));
  const exited = new Promise<number>((done) => child.on('close', (code) => done(code ?? 1)));
  return { said, exited };
}

/** Every file of a built site with its content. */
function siteFiles(out: string): Map<string, string> {
  return new Map(
    globSync('**/*', { cwd: out, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(out.length + 1), readFileSync(path, 'utf8')];
      }),
  );
}

describe('two quire builds of one docs folder at once', () => {
  it('take turns: the one that waits says so, and both write the whole, identical site', async () => {
    const dir = await docs();
    // A live process (this test) holds the folder, so both builds start while it is busy, and
    // neither can finish before the other has started.
    const lock = join(dir, '.quire/site/build.lock');
    mkdirSync(join(dir, '.quire/site'), { recursive: true });
    writeFileSync(lock, String(process.pid));
    const builds = [startBuild(dir, join(dir, 'out-a')), startBuild(dir, join(dir, 'out-b'))];
    let done = 0;
    for (const build of builds) void build.exited.then(() => done++);
    // Wait for each to say it waits (or, on a build that does not, to end).
    while (done < builds.length && !builds.every((b) => /waiting/.test(b.said.stderr))) await new Promise((r) => setTimeout(r, 100));
    rmSync(lock, { force: true });
    const codes = await Promise.all(builds.map((b) => b.exited));

    for (const [i, build] of builds.entries()) {
      assert.equal(codes[i], 0, build.said.stderr);
      assert.match(build.said.stdout, /Built 8 pages/);
    }
    const [a, b] = [siteFiles(join(dir, 'out-a')), siteFiles(join(dir, 'out-b'))];
    for (const twin of ['index.md', ...pages.map((page) => `${page}.md`), 'api-reference/list-things.md'])
      assert.ok(a.has(twin) && b.has(twin), `each site has the Markdown twin ${twin}`);
    assert.deepEqual([...b.keys()].sort(), [...a.keys()].sort(), 'the same files');
    for (const [path, text] of a) assert.equal(b.get(path), text, `${path} is the same`);
    for (const build of builds) assert.match(build.said.stderr, new RegExp(`Another quire build of .* is running \\(pid ${process.pid}\\); waiting`));
  });
});
