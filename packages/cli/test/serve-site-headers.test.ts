// `quire serve --frame-ancestors` and `--domain`: who may frame the sites, and path mode (every
// site on the service's own origin) only on a local service. A real service, asked over HTTP.
import { strict as assert } from 'node:assert';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runQuire } from './run-quire.ts';
import { serve, work } from './serve-helpers.ts';

/** A GET with its own Host header (fetch cannot set one), answered with its status and headers. */
function get(url: string, path: string, host: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((done, fail) => {
    request(new URL(path, url), { headers: { host } }, (res) => {
      res.resume().on('end', () => done({ status: res.statusCode!, headers: res.headers }));
    })
      .on('error', fail)
      .end();
  });
}

describe('quire serve: site headers and path mode', () => {
  it('lets the origins of --frame-ancestors frame the sites; no one by default', async () => {
    const { url } = await serve(join(work, 'frame-data'), ['--frame-ancestors', 'self,https://portal.example.com']);
    const answer = await get(url, '/', `ghost.localhost:${new URL(url).port}`);
    assert.equal(answer.status, 404, 'no site there yet; its answer carries the headers all the same');
    assert.match(String(answer.headers['content-security-policy']), /; frame-ancestors 'self' https:\/\/portal\.example\.com$/);
    const plain = await serve(join(work, 'frame-default-data'));
    assert.match(
      String((await get(plain.url, '/', `ghost.localhost:${new URL(plain.url).port}`)).headers['content-security-policy']),
      /; frame-ancestors 'none'$/,
    );
  });

  it('refuses a --frame-ancestors that names no origin, with an example', async () => {
    const result = await runQuire(['serve', '--port', '0', '--data', join(work, 'unused'), '--frame-ancestors', 'portal.example.com/embed'], work);
    assert.equal(result.code, 2);
    assert.match(
      result.stderr,
      /^quire serve: --frame-ancestors takes none, self, or the origins that may frame the sites, comma-separated \(such as self,https:\/\/portal\.example\.com\); got "portal\.example\.com\/embed"\./,
    );
  });

  it('serves /sites/<subdomain>/ on localhost only: with a domain, the path is the service’s', async () => {
    const local = await serve(join(work, 'path-local-data'));
    const onLocal = await get(local.url, '/sites/ghost/', `localhost:${new URL(local.url).port}`);
    assert.equal(onLocal.status, 404);
    assert.match(String(onLocal.headers['content-security-policy']), /frame-ancestors/, 'answered as a site: no site is published there yet');
    const hosted = await serve(join(work, 'path-domain-data'), ['--domain', 'docs.example.com']);
    // Its address names the domain; the service listens on loopback as always.
    const answer = await get(`http://127.0.0.1:${new URL(hosted.url).port}`, '/sites/ghost/', 'docs.example.com');
    assert.equal(answer.status, 404);
    assert.equal(answer.headers['content-security-policy'], undefined, 'the service’s own 404, not a site’s');
  });
});
