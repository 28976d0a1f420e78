// `quire projects disable|enable|remove` as an operator runs them, against a running service on
// the same data folder: disabling stops the build in progress, refuses triggers, keeps the site;
// removing takes the site and everything else.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startService, type BuildInput, type BuildResult } from '@quire/server';
import { quireBin } from '../src/quire-bin.ts';
import { runQuire } from './run-quire.ts';

const cwd = mkdtempSync(join(tmpdir(), 'quire-project-state-'));
after(() => rmSync(cwd, { recursive: true, force: true }));
const data = join(cwd, 'data');

/** Waits for `check` to hold, looking every 50 ms, for at most 5 minutes (a guard against a hang: a build takes seconds on a quiet machine, a minute on a busy one). */
async function until(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  for (const deadline = Date.now() + 300_000; !(await check()); await sleep(50)) {
    if (Date.now() > deadline) assert.fail(`waited 5 minutes for ${what}`);
  }
}

describe('quire projects disable, enable and remove', () => {
  it('disable stops the running build and refuses triggers while the site stays; enable builds again; remove deletes it all', {
    timeout: 900_000,
  }, async () => {
    const added = await runQuire(['projects', 'add', '--name', 'Docs', '--repo', '/repos/docs', '--data', data], cwd);
    assert.equal(added.code, 0, added.stderr);
    const id = added.stdout.trimEnd().split('\n').at(-1)!;
    const started: string[] = [];
    const stopped: string[] = [];
    // A build that runs until it is told to stop.
    const build = async (input: BuildInput): Promise<BuildResult> => {
      started.push(input.project.id);
      await new Promise((stop) => input.signal!.addEventListener('abort', stop, { once: true }));
      stopped.push(input.project.id);
      return { ok: false, summary: 'Stopped.' };
    };
    const service = await startService({ cli: quireBin, dataDir: data, port: 0, build });
    after(() => service.close());
    const { token } = await service.storage.tokens.create(id);
    const trigger = () => fetch(`http://127.0.0.1:${service.port}/v1/project/update/${id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    // The site as a build published it.
    const release = service.artifacts.stagingFolder('docs', 'r1');
    mkdirSync(release, { recursive: true });
    writeFileSync(join(release, 'index.html'), '<h1>Docs</h1>');
    await service.artifacts.publish('docs', 'r1', release);

    const { statusId } = (await (await trigger()).json()) as { statusId: string };
    await until('the build to start', () => started.length === 1);
    const disabled = await runQuire(['projects', 'disable', id, '--data', data], cwd);
    assert.equal(disabled.code, 0, disabled.stderr);
    assert.match(disabled.stdout, new RegExp(`Disabled project "Docs" \\(${id}\\): its triggers and webhooks are refused until you enable it`));
    assert.match(disabled.stdout, new RegExp(`Canceled 1 queued or running update \\(${statusId}\\).*Its site stays published at subdomain "docs"`));
    await until('the build to be stopped', () => stopped.length === 1);
    assert.equal((await service.storage.updates.get(statusId))?.status, 'canceled');
    const refused = await trigger();
    assert.equal(refused.status, 409);
    assert.match(((await refused.json()) as { detail: string }).detail, /is disabled by the service's operator/);
    assert.ok(await service.artifacts.servedFolder('docs'), 'the site stays published');
    const listed = await runQuire(['projects', 'list', '--data', data], cwd);
    assert.match(listed.stdout, /\/repos\/docs#main {2}\[disabled since \d{4}-/);

    const enabled = await runQuire(['projects', 'enable', id, '--data', data], cwd);
    assert.equal(enabled.code, 0, enabled.stderr);
    assert.equal((await trigger()).status, 202);
    await until('the next build to start', () => started.length === 2);

    const removed = await runQuire(['projects', 'remove', id, '--data', data], cwd);
    assert.equal(removed.code, 0, removed.stderr);
    assert.match(removed.stdout, /Removed project "Docs" .* and its site at subdomain "docs"/);
    await until('the second build to be stopped', () => stopped.length === 2);
    assert.equal(await service.storage.projects.get(id), undefined);
    assert.equal(await service.storage.updates.get(statusId), undefined);
    assert.equal(await service.artifacts.servedFolder('docs'), undefined, 'the site is offline');
    assert.equal(existsSync(join(data, 'sites', 'docs')), false, 'and its files deleted');

    const unknown = await runQuire(['projects', 'remove', id, '--data', data], cwd);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /Unknown project/);
    const usage = await runQuire(['projects', 'disable', '--data', data], cwd);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /missing the project id, for example: quire projects disable 665f1c2e9b1d4a0012ab34cd/);
  });
});
