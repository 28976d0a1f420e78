// Two tenants on one `quire serve`: an ordinary one, and one whose docs repo attacks the service
// at build time (MDX runs code then). Each attack is tried for real from inside the build; the
// other tenant's site and checkout and the database must come out unchanged, the listeners on
// the host's loopback must see nothing, the published site must hold no secret, and no process
// of the build may survive it.
import { strict as assert } from 'node:assert';
import { once } from 'node:events';
import { readFile, readdir, stat, symlink } from 'node:fs/promises';
import { request } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { docs, docsRepo, lastLine, poll, serve, sitePage, trigger, work } from './serve-helpers.ts';

/** The page's probe: each attack, and what came of it, written into the page it renders. */
const probePage = (targets: Record<string, string | number>) => `---
title: Probe
---
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { execSync, spawn } from 'node:child_process';
import { connect } from 'node:net';

export const targets = ${JSON.stringify(targets)};

export const Probe = async () => {
  const results = {};
  const attempt = (name, run) => { try { results[name] = String(run()).slice(0, 200); } catch (error) { results[name] = 'blocked ' + (error.code ?? error.status ?? error.message.slice(0, 80)); } };
  attempt('readDatabase', () => readFileSync(targets.database, 'latin1'));
  attempt('listDataFolder', () => readdirSync(targets.data).join(','));
  attempt('readOtherCheckout', () => readdirSync(targets.otherCheckout).join(','));
  attempt('writeOtherSite', () => { writeFileSync(targets.otherSiteIndex, 'defaced'); return 'written'; });
  attempt('unmount', () => execSync('umount /tmp 2>&1 || echo failed').toString().trim());
  attempt('nestedUserNamespace', () => execSync('unshare --user --map-root-user id -u 2>&1 || echo failed').toString().trim());
  attempt('passwd', () => readFileSync('/etc/passwd', 'utf8'));
  attempt('environment', () => Object.keys(process.env).sort().join(','));
  // Node's compile cache, which the next tenant's build reads: an entry planted there would run as its code.
  attempt('plantCompileCache', () => { const dir = process.env.NODE_COMPILE_CACHE; const entries = readdirSync(dir, { recursive: true }).length; for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) writeFileSync(dir + '/' + entry.name + '/planted', 'x'); return 'planted among ' + entries; });
  // Links left in the site's output, for the host to follow once the build is done.
  attempt('linkIntoOutput', () => { mkdirSync(targets.output, { recursive: true }); symlinkSync(targets.database, targets.output + '/leak.md'); symlinkSync(targets.data, targets.output + '/data'); return 'linked'; });
  attempt('spawnDetached', () => { spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' }).unref(); return 'spawned'; });
  const reach = (port) => new Promise((done) => connect({ host: '127.0.0.1', port, timeout: 2000 }).on('connect', () => done('connected')).on('error', (error) => done('blocked ' + error.code)).on('timeout', () => done('timeout')));
  results.loopbackListener = await reach(targets.listenerPort);
  results.serviceApi = await reach(targets.servicePort);
  return <pre id="probe">{JSON.stringify(results)}</pre>;
};

<Probe />
`;

/** One MCP tool call to a hosted site's `/mcp`, as JSON-RPC over streamable HTTP; the answer's text. */
function mcpCall(url: string, subdomain: string, tool: string, args: Record<string, unknown>): Promise<string> {
  const { port } = new URL(url);
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: args } });
  const headers = { host: `${subdomain}.localhost:${port}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(text));
    })
      .on('error', fail)
      .end(body);
  });
}

describe('a hostile tenant on quire serve', () => {
  it('cannot read, write or reach anything outside its own build, and leaves nothing running', { timeout: 240_000 }, async () => {
    const data = join(work, 'hostile-data');
    const ordinary = docsRepo('ordinary-repo');
    await ordinary.commit('Docs', docs(['index']));
    const hostile = docsRepo('hostile-repo');
    const ordinaryId = await lastLine(['projects', 'add', '--name', 'Ordinary', '--repo', ordinary.dir, '--data', data]);
    const hostileId = await lastLine(['projects', 'add', '--name', 'Hostile', '--repo', hostile.dir, '--data', data]);
    const ordinaryToken = await lastLine(['tokens', 'create', '--project', ordinaryId, '--data', data]);
    const hostileToken = await lastLine(['tokens', 'create', '--project', hostileId, '--data', data]);
    const service = await serve(data);
    assert.equal((await poll(service.url, ordinaryToken, await trigger(service.url, ordinaryToken, ordinaryId))).status, 'success');
    const ordinarySite = (await sitePage(service.url, 'ordinary', '/')).body;
    const database = join(data, 'db', 'quire.db');
    const databaseBefore = await readFile(database);

    // A service of the host's own, on its loopback: nothing from the build may reach it.
    let reached = 0;
    const listener = createServer((socket) => {
      reached++;
      socket.destroy();
    }).listen(0, '127.0.0.1');
    await once(listener, 'listening');
    const listenerPort = (listener.address() as AddressInfo).port;
    try {
      const servicePort = Number(new URL(service.url).port);
      const otherSiteIndex = join(data, 'sites', 'ordinary', 'current', 'index.html');
      await hostile.commit('Probe', {
        'docs.json': JSON.stringify({ name: 'Hostile', navigation: { pages: ['index'] } }),
        'index.mdx': probePage({
          database,
          data,
          otherCheckout: join(data, 'checkouts', ordinaryId),
          output: join(data, 'checkouts', hostileId, '.quire', 'out'),
          otherSiteIndex,
          listenerPort,
          servicePort,
        }),
      });
      // A committed link to a file of the host: left out, with a warning.
      await symlink('/etc/passwd', join(hostile.dir, 'passwd.txt'));
      await hostile.commit('Link the host password file', {});

      const update = await poll(service.url, hostileToken, await trigger(service.url, hostileToken, hostileId));
      assert.equal(update.status, 'success', `${update.summary}\n${update.logs.join('\n')}`);
      assert.ok(
        update.logs.some((line) => /passwd\.txt is a symbolic link to \/etc\/passwd, outside the repository: it was left out/.test(line)),
        update.logs.join('\n'),
      );
      const page = (await sitePage(service.url, 'hostile', '/')).body;
      const probe = JSON.parse(/<pre id="probe">([^<]*)<\/pre>/.exec(page)![1]!.replaceAll('&quot;', '"')) as Record<string, string>;
      assert.deepEqual(probe, {
        readDatabase: 'blocked ENOENT',
        // Only the path down to its own checkout exists in its view of the data folder.
        listDataFolder: 'checkouts',
        readOtherCheckout: 'blocked ENOENT',
        writeOtherSite: 'blocked ENOENT',
        unmount: probe.unmount,
        nestedUserNamespace: probe.nestedUserNamespace,
        passwd: 'blocked ENOENT',
        // Built from scratch: nothing of the service's own environment (MIMALLOC_PURGE_DELAY is set by quire's CLI itself, in the build).
        environment: 'ASTRO_TELEMETRY_DISABLED,HOME,LANG,MIMALLOC_PURGE_DELAY,NODE_COMPILE_CACHE,NODE_ENV,PATH,PWD,QUIRE_OFFLINE,XDG_CACHE_HOME',
        // The service's warmed cache is read-only in the build.
        plantCompileCache: 'blocked EROFS',
        linkIntoOutput: 'linked',
        spawnDetached: 'spawned',
        loopbackListener: 'blocked ECONNREFUSED',
        serviceApi: 'blocked ECONNREFUSED',
      });
      assert.match(probe.unmount!, /must be superuser|permission denied|failed/i);
      // Root in a namespace of its own would have every capability there.
      assert.match(probe.nestedUserNamespace!, /unshare failed.*\n?failed$/s);
      assert.equal(reached, 0, 'the loopback listener saw no connection');

      // The other tenant, the database and the published sites: unchanged; the link's target unpublished.
      assert.equal((await sitePage(service.url, 'ordinary', '/')).body, ordinarySite);
      assert.equal(await readFile(otherSiteIndex, 'utf8'), ordinarySite);
      assert.ok((await readFile(database)).length >= databaseBefore.length, "the database is still the service's");
      assert.equal((await sitePage(service.url, 'hostile', '/passwd.txt')).status, 404);
      // What the build left in its output to lead the host elsewhere was left out before publishing, and said so.
      assert.ok(
        update.logs.some((line) => /built site's leak\.md is a symbolic link \(to .*quire\.db\): it was left out of the site/.test(line)),
        update.logs.join('\n'),
      );
      assert.ok(
        update.logs.some((line) => /built site's data is a symbolic link/.test(line)),
        update.logs.join('\n'),
      );
      const leaked = await mcpCall(service.url, 'hostile', 'get_page', { path: '/leak' });
      assert.doesNotMatch(leaked, /SQLite|quire_|secret/i);
      assert.match(leaked, /No page at \/leak/);
      const published = join(data, 'sites', 'hostile', 'current');
      assert.ok(!(await readdir(published)).includes('passwd.txt'));
      assert.deepEqual(
        (await readdir(published, { recursive: true, withFileTypes: true })).filter((entry) => !entry.isFile() && !entry.isDirectory()),
        [],
        'the release holds only folders and regular files',
      );
      assert.ok((await stat(published)).isDirectory());

      // An OpenAPI `$ref` to the host's loopback: not fetched, and the update says why.
      await hostile.commit('Refer to the loopback', {
        'docs.json': JSON.stringify({ name: 'Hostile', navigation: { pages: ['index'], groups: [{ group: 'API', openapi: 'openapi.yaml' }] } }),
        'openapi.yaml': `openapi: 3.1.0\ninfo: { title: Leak, version: '1' }\npaths:\n  /leak:\n    get:\n      summary: Leak\n      responses:\n        '200':\n          description: OK\n          content: { application/json: { schema: { $ref: 'http://127.0.0.1:${listenerPort}/secret.json' } } }\n`,
      });
      const refused = await poll(service.url, hostileToken, await trigger(service.url, hostileToken, hostileId));
      assert.ok(
        refused.logs.some((line) => /is not fetched: this build has no network/.test(line)),
        refused.logs.join('\n'),
      );
      assert.equal(reached, 0, 'the loopback listener saw no request for the $ref');

      // The detached process the build started did not outlive it.
      const processes = await readdir('/proc');
      const survivors = [];
      for (const pid of processes.filter((name) => /^\d+$/.test(name))) {
        const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
        if (command.includes('setInterval(() => {}, 1000)')) survivors.push(pid);
      }
      assert.deepEqual(survivors, [], 'no process of the build survives it');
    } finally {
      listener.close();
      service.child.kill('SIGTERM');
    }
  });
});
