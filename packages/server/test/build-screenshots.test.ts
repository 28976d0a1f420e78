// Screenshots in the real browser, of a hand-written page (no site build needed): the theme is set
// the way the site reads it, and the page can reach nothing but the folder it is served from.
import { strict as assert } from 'node:assert';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { onceMoreIfNotCaptured, takeScreenshots } from '../src/builds/screenshots.ts';
import { pngSignature, temporaryFolder } from './build-helpers.ts';

describe('screenshots', () => {
  it('takes the light and the dark theme from quire-theme in localStorage, and blocks requests elsewhere', async () => {
    const requests: string[] = [];
    const elsewhere = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end();
    });
    await new Promise<void>((done) => elsewhere.listen(0, '127.0.0.1', done));
    const { port } = elsewhere.address() as AddressInfo;
    const site = await temporaryFolder();
    await writeFile(
      join(site, 'index.html'),
      `<!doctype html><html><body><h1>Home</h1><img src="http://127.0.0.1:${port}/tracker.png">
<script>document.body.style.background = localStorage.getItem('quire-theme') === 'dark' ? '#000' : '#fff';</script></body></html>`,
    );
    const folder = await temporaryFolder();
    const paths = { light: join(folder, 'p1/r1-light.png'), dark: join(folder, 'p1/r1-dark.png') };
    try {
      await takeScreenshots({ siteDir: site, paths, signal: new AbortController().signal });
    } finally {
      elsewhere.close();
    }
    const [light, dark] = await Promise.all([readFile(paths.light), readFile(paths.dark)]);
    assert.deepEqual(light.subarray(0, 8), pngSignature);
    assert.deepEqual(dark.subarray(0, 8), pngSignature);
    assert.notDeepEqual(light, dark);
    assert.deepEqual(requests, [], 'the page reached no other server');
  });

  it('rejects with the reason when the browser cannot start', async () => {
    process.env.QUIRE_CHROMIUM = '/no/such/chromium';
    try {
      const folder = await temporaryFolder();
      const paths = { light: join(folder, 'light.png'), dark: join(folder, 'dark.png') };
      await assert.rejects(takeScreenshots({ siteDir: await temporaryFolder(), paths, signal: new AbortController().signal }), /no\/such\/chromium/);
    } finally {
      delete process.env.QUIRE_CHROMIUM;
    }
  });
});

describe('a capture Chromium could not make yet', () => {
  it('is tried once more; any other failure, or a second refusal, is final', async () => {
    const refusal = new Error('page.screenshot: Protocol error (Page.captureScreenshot): Unable to capture screenshot');
    let calls = 0;
    assert.equal(await onceMoreIfNotCaptured(async () => (++calls === 1 ? Promise.reject(refusal) : 'png')), 'png');
    assert.equal(calls, 2);
    calls = 0;
    await assert.rejects(
      onceMoreIfNotCaptured(async () => {
        ++calls;
        throw new Error('Target closed');
      }),
      /Target closed/,
    );
    assert.equal(calls, 1);
    await assert.rejects(
      onceMoreIfNotCaptured(async () => Promise.reject(refusal)),
      /Unable to capture screenshot/,
    );
  });
});
