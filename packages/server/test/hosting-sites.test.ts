// Published sites, by Host header and by path: static serving, caching, 404s and what must stay out of reach.
import assert from 'node:assert/strict';
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test } from 'node:test';
import { createSiteHandler } from '../src/hosting/site-handler.ts';
import { folderArtifactStore } from '../src/artifacts/folder-artifact-store.ts';
import { publishSite, tempSitesDir } from './hosting-helpers.ts';
import { listen, rawRequest } from './http-helpers.ts';

const sitesDir = tempSitesDir();
writeFileSync(join(sitesDir, 'secret.txt'), 'the service database password');
const acme = publishSite(sitesDir, 'acme', 'v1', {
  'index.html': '<h1>Acme v1</h1>',
  'guide/index.html': '<h1>Guide</h1>',
  'pricing.html': '<h1>Pricing</h1>',
  '_astro/app.1a2b3c.js': 'console.log(1)',
  '404.html': '<h1>Acme has no such page</h1>',
  '_astro/site.9f8e7d.css': `.page { color: #123; }\n${'.rule { margin: 0 auto; padding: 1rem; }\n'.repeat(200)}`,
  'logo.png': 'x'.repeat(4096),
});
// A tenant's build output could hold a symlink to the service's own files.
symlinkSync(join(sitesDir, 'secret.txt'), join(acme, 'leak.txt'));
const base = await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'quire.test' }));
/** A service on one's own machine (`--domain localhost`, the default): path mode answers there. */
const local = await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'localhost' }));
const onHost = (path: string, headers: Record<string, string> = {}) => rawRequest(base, path, { headers: { host: 'acme.quire.test:8080', ...headers } });

test('by Host header: <subdomain>.<host> serves that site, clean URLs included', async () => {
  assert.match((await onHost('/')).body, /Acme v1/);
  const guide = await onHost('/guide');
  assert.equal(guide.status, 200);
  assert.match(guide.body, /Guide/);
  assert.match((await onHost('/pricing')).body, /Pricing/);
});

test('by path, on localhost: /sites/<subdomain>/ serves the same site, and the bare prefix redirects to it', async () => {
  const guide = await fetch(`${local}/sites/acme/guide/`);
  assert.equal(guide.status, 200);
  assert.match(await guide.text(), /Guide/);
  const bare = await fetch(`${local}/sites/acme`, { redirect: 'manual' });
  assert.equal(bare.status, 308);
  assert.equal(bare.headers.get('location'), '/sites/acme/');
});

test('with a domain configured, path mode is off: /sites/<subdomain>/ is left to the service', async () => {
  for (const path of ['/sites/acme/', '/sites/acme/guide/', '/sites/acme']) {
    const answer = await rawRequest(base, path, { headers: { host: 'quire.test' } });
    assert.equal(answer.headers['x-declined'], 'true', path);
  }
});

test('pages revalidate by ETag; hashed assets are cached for a year; nosniff everywhere', async () => {
  const page = await onHost('/guide');
  assert.equal(page.headers['cache-control'], 'public, max-age=0, must-revalidate');
  assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
  assert.equal(page.headers['x-content-type-options'], 'nosniff');
  const etag = String(page.headers.etag);
  assert.match(etag, /^W\/".+"$/);
  const again = await onHost('/guide', { 'if-none-match': etag });
  assert.equal(again.status, 304);
  assert.equal(again.body, '');
  const asset = await onHost('/_astro/app.1a2b3c.js');
  assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(asset.headers['content-type'], 'text/javascript; charset=utf-8');
});

/** A GET on the site by Host header, its body as bytes (compressed ones stay compressed). */
function bytesOf(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    request({ hostname, port, path, headers: { host: 'acme.quire.test:8080', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

test('text files go out in Brotli or gzip as the client accepts, each encoding with its own ETag; others as they are', async () => {
  const css = '/_astro/site.9f8e7d.css';
  const plain = await bytesOf(css, {});
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers.vary, 'accept-encoding');
  const br = await bytesOf(css, { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(brotliDecompressSync(br.body).toString(), plain.body.toString());
  assert.ok(br.body.length < plain.body.length / 5, `${br.body.length} bytes of ${plain.body.length}`);
  const gzip = await bytesOf(css, { 'accept-encoding': 'br;q=0, gzip' });
  assert.equal(gzip.headers['content-encoding'], 'gzip', 'br;q=0 refuses Brotli');
  assert.equal(gunzipSync(gzip.body).toString(), plain.body.toString());
  assert.notEqual(br.headers.etag, plain.headers.etag, 'a cache keeps the encodings apart');
  assert.equal((await bytesOf(css, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).status, 304);
  const png = await bytesOf('/logo.png', { 'accept-encoding': 'br' });
  assert.equal(png.headers['content-encoding'], undefined, 'images are compressed already');
  const small = await bytesOf('/guide', { 'accept-encoding': 'br' });
  assert.equal(small.headers['content-encoding'], undefined, 'a page of a few bytes goes as it is');
});

test("an unknown page gets the site's 404 page with status 404; an unknown site a plain 404", async () => {
  const missing = await onHost('/nope');
  assert.equal(missing.status, 404);
  assert.match(missing.body, /Acme has no such page/);
  const noSite = await rawRequest(base, '/', { headers: { host: 'ghost.quire.test' } });
  assert.equal(noSite.status, 404);
  assert.doesNotMatch(noSite.body, /Acme/);
});

test("a path no file serves follows the site's docs.json redirect patterns (_quire/redirects.json), as the hosted platform does; a file still wins", async () => {
  const sites = tempSitesDir();
  publishSite(sites, 'moved', 'v1', {
    'index.html': '<h1>Moved</h1>',
    'v2/setup/index.html': '<h1>Setup</h1>',
    'old/kept/index.html': '<h1>Kept</h1>',
    '404.html': '<h1>No such page</h1>',
    '_quire/redirects.json': JSON.stringify([
      { source: '/old/:slug*', destination: '/v2/:slug*/', permanent: true },
      { source: '/latest/api-ref/:slug*', destination: '/v3/api-ref/python', permanent: false },
      { source: '/users/:id/profile', destination: 'https://accounts.example.com/u/:id' },
      // A tenant's list is read, not trusted: a header's line break, a protocol-relative or script
      // destination, a source that is no pattern, and an entry that is no object are left out.
      { source: '/inject/:slug*', destination: '/x\r\nSet-Cookie: a=b' },
      { source: '/away/:slug*', destination: '//evil.example/:slug*' },
      { source: '/script/:slug*', destination: 'javascript:alert(1)' },
      { source: '/plain', destination: '/v2/setup' },
      null,
    ]),
  });
  const server = await listen(createSiteHandler({ artifacts: folderArtifactStore(sites), host: 'quire.test' }));
  const get = (path: string) => rawRequest(server, path, { headers: { host: 'moved.quire.test' } });
  const moved = await get('/old/setup');
  assert.equal(moved.status, 301);
  assert.equal(moved.headers.location, '/v2/setup/');
  const folder = await get('/latest/api-ref/prefect/flows/run');
  assert.equal(folder.status, 302, 'a pattern to one page sends every path under it there');
  assert.equal(folder.headers.location, '/v3/api-ref/python');
  assert.equal((await get('/users/42/profile')).headers.location, 'https://accounts.example.com/u/42');
  assert.equal((await get('/old/kept')).status, 200, 'a file at the path wins over a pattern');
  // The path's own line break is URL-encoded in the location, never a header of its own.
  const encoded = await get('/old/a%0d%0aSet-Cookie:%20x=1');
  assert.equal(encoded.status, 301);
  assert.equal(encoded.headers.location, '/v2/a%0D%0ASet-Cookie%3A%20x%3D1/');
  assert.equal(encoded.headers['set-cookie'], undefined);
  for (const path of ['/inject/a', '/away/a', '/script/a', '/plain', '/nowhere']) {
    const answer = await get(path);
    assert.equal(answer.status, 404, path);
    assert.match(answer.body, /No such page/, path);
  }
});

test('no way out of the site: dot segments, encoded slashes, symlinks, odd subdomains', async () => {
  for (const path of ['/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/%2e%2e/secret.txt', '/..%2F..%2Fsecret.txt', '/leak.txt']) {
    const answer = await onHost(path);
    assert.doesNotMatch(answer.body, /password/, path);
  }
  for (const path of ['/sites/acme/..%2f..%2fsecret.txt', '/sites/..%2fsecret.txt', '/sites/acme/leak.txt']) {
    const answer = await rawRequest(local, path);
    assert.doesNotMatch(answer.body, /password/, path);
  }
  const dotted = await rawRequest(base, '/', { headers: { host: '...quire.test' } });
  assert.doesNotMatch(dotted.body, /password/);
});

test('only GET and HEAD reach the files', async () => {
  const head = await rawRequest(base, '/guide', { method: 'HEAD', headers: { host: 'acme.quire.test' } });
  assert.equal(head.status, 200);
  assert.equal(head.body, '');
  const put = await rawRequest(base, '/guide', { method: 'PUT', headers: { host: 'acme.quire.test' } });
  assert.equal(put.status, 405);
  assert.equal(put.headers.allow, 'GET, HEAD');
});

test('requests that name no site are left to the service', async () => {
  const answer = await rawRequest(base, '/v1/openapi.json', { headers: { host: 'quire.test' } });
  assert.equal(answer.headers['x-declined'], 'true');
});

test('a publish (the current symlink swapped) takes effect on the next request', async () => {
  publishSite(sitesDir, 'acme', 'v2', { 'index.html': '<h1>Acme v2</h1>' });
  assert.match((await onHost('/')).body, /Acme v2/);
  assert.match(await fetch(`${local}/sites/acme/`).then((res) => res.text()), /Acme v2/);
});

test('a request in flight keeps the files it started with, even when the publish removes them', async () => {
  const big = 'v3 '.repeat(2_000_000);
  const v3 = publishSite(sitesDir, 'acme', 'v3', { 'big.txt': big });
  const body = await new Promise<string>((resolve, reject) => {
    const req = request(`${base}/big.txt`, { headers: { host: 'acme.quire.test' } }, (res) => {
      res.pause();
      publishSite(sitesDir, 'acme', 'v4', { 'index.html': '<h1>Acme v4</h1>' });
      rmSync(v3, { recursive: true, force: true });
      const chunks: Buffer[] = [];
      res
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        .resume();
    });
    req.on('error', reject).end();
  });
  assert.equal(body.length, big.length);
  assert.equal((await onHost('/big.txt')).status, 404);
});

test('the host option may carry a port; the Host header is matched without case', async () => {
  const withPort = await listen(createSiteHandler({ artifacts: folderArtifactStore(sitesDir), host: 'Quire.Test:8080' }));
  assert.match((await rawRequest(withPort, '/', { headers: { host: 'ACME.quire.test' } })).body, /Acme v4/);
});
