// `quire serve --public-url`: behind a TLS proxy the service is reached at another address than
// the one it listens on; the sites' URLs (and the commands it prints) are made from that address.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runQuire } from './run-quire.ts';
import { lastLine, serve, work } from './serve-helpers.ts';

describe('quire serve --public-url', () => {
  it("names the service and each project's site at the public address, not the port it listens on", async () => {
    const data = join(work, 'public-url-data');
    await lastLine(['projects', 'add', '--name', 'Petstore', '--repo', '/repos/pets', '--data', data]);
    const { url, output } = await serve(data, ['--domain', 'docs.example.test', '--public-url', 'http://docs.example.test']);
    assert.equal(url, 'http://docs.example.test');
    // The projects are listed after the banner line the helper waits for.
    const listed = /^ {2}Petstore: (\S+)$/m;
    for (const deadline = Date.now() + 10_000; !listed.test(output()) && Date.now() < deadline; ) await new Promise((next) => setTimeout(next, 50));
    assert.equal(listed.exec(output())?.[1], 'http://petstore.docs.example.test');
  });

  it('refuses an address with a path, since sites are at its subdomains', async () => {
    const result = await runQuire(['serve', '--port', '0', '--data', join(work, 'unused'), '--public-url', 'https://example.test/docs'], work);
    assert.equal(result.code, 2);
    assert.match(
      result.stderr,
      /^quire serve: --public-url takes the service's address as readers reach it, such as https:\/\/docs\.example\.com \(no path\); got "https:\/\/example\.test\/docs"\./,
    );
  });
});
