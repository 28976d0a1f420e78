// The screenshot browser runs a tenant's page scripts on the service's host: they must reach
// nothing but the release's own files. A real loopback listener (HTTP, WebSocket, and UDP for
// WebRTC's STUN) stands for the host's services; the release's page tries every way out it can.
import assert from 'node:assert/strict';
import { createSocket } from 'node:dgram';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { WebSocketServer } from 'ws';
import { launchReleaseBrowser, openRelease, releaseUrl } from '../src/builds/release-browser.ts';
import { takeScreenshots } from '../src/builds/screenshots.ts';
import { pngSignature, temporaryFolder } from './build-helpers.ts';

/** A service on the host's loopback that answers anyone: each TCP connection and UDP packet is counted. */
const connections: string[] = [];
const host = createServer((_request, response) => response.end('host secret'));
host.on('connection', (socket) => connections.push(`tcp from port ${socket.remotePort}`));
new WebSocketServer({ server: host }).on('connection', (socket) => socket.send('host secret'));
await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
const port = (host.address() as AddressInfo).port;
const udp = createSocket('udp4').on('message', () => connections.push('udp packet'));
await new Promise<void>((done) => udp.bind(0, '127.0.0.1', done));
const udpPort = udp.address().port;
after(() => {
  host.closeAllConnections();
  host.close();
  udp.close();
});

const loopback = `127.0.0.1:${port}`;
/** Every way a page script can reach out; each attempt settles to what it got, then the page says so. */
const page = `<!doctype html><html><head>
<link rel="preconnect" href="http://${loopback}"><link rel="dns-prefetch" href="//quire-probe.example.com">
<link rel="stylesheet" href="/site.css"></head>
<body><h1>Home</h1><img src="http://${loopback}/img.png"><img id="own" src="/logo.svg">
<script>
const loopback = ${JSON.stringify(loopback)};
const settle = (promise) => promise.then((value) => 'reached: ' + value, (error) => 'refused: ' + (error && error.message || error));
const socket = (url) => new Promise((resolve, reject) => {
  const ws = new WebSocket(url);
  ws.onmessage = (event) => resolve(event.data);
  ws.onerror = () => reject(new Error('error'));
  ws.onclose = () => reject(new Error('closed'));
});
const xhr = () => new Promise((resolve, reject) => {
  const request = new XMLHttpRequest();
  request.open('GET', 'http://' + loopback + '/xhr');
  request.onload = () => resolve(request.responseText);
  request.onerror = () => reject(new Error('error'));
  request.send();
});
const events = () => new Promise((resolve, reject) => {
  const source = new EventSource('http://' + loopback + '/events');
  source.onmessage = (event) => resolve(event.data);
  source.onerror = () => { source.close(); reject(new Error('error')); };
});
const fromWorker = () => new Promise((resolve, reject) => {
  const code = 'const ws = new WebSocket("ws://' + loopback + '/worker"); ws.onmessage = (e) => postMessage("reached: " + e.data); ws.onerror = ws.onclose = () => postMessage("refused");';
  const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
  worker.onmessage = (event) => (event.data.startsWith('reached') ? resolve(event.data) : reject(new Error(event.data)));
  worker.onerror = () => reject(new Error('worker failed'));
});
const stun = async () => {
  const peer = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${udpPort}' }] });
  peer.createDataChannel('probe');
  const gathered = new Promise((resolve) => (peer.onicegatheringstatechange = () => peer.iceGatheringState === 'complete' && resolve()));
  await peer.setLocalDescription(await peer.createOffer());
  await gathered;
  const candidates = peer.localDescription.sdp.split('\\n').filter((line) => line.startsWith('a=candidate')).length;
  peer.close();
  if (candidates) return candidates + ' candidates';
  throw new Error('no candidates');
};
Promise.all([
  settle(fetch('http://' + loopback + '/fetch').then((r) => r.text())),
  settle(fetch('http://localhost:${port}/fetch').then((r) => r.text())),
  settle(xhr()),
  settle(socket('ws://' + loopback + '/ws')),
  settle(socket('ws://localhost:${port}/ws')),
  settle(events()),
  settle(fromWorker()),
  settle(stun()),
  settle(fetch('/site.css').then((r) => r.status + ' ' + r.headers.get('content-type'))),
  settle(fetch('/guide').then((r) => r.text())),
  settle(fetch('/..%2f..%2fsecret.txt').then(async (r) => r.status + ' ' + (await r.text()))),
  settle(fetch('/leak.txt').then(async (r) => r.status + ' ' + (await r.text()))),
]).then((outcomes) => {
  document.body.dataset.outcomes = JSON.stringify(outcomes);
  document.querySelector('h1').textContent = outcomes.join(' | ');
});
</script></body></html>`;

async function release(): Promise<string> {
  const root = await temporaryFolder();
  const site = join(root, 'site');
  await mkdir(site);
  await writeFile(join(root, 'secret.txt'), 'the service’s own file');
  await writeFile(join(site, 'index.html'), page);
  await writeFile(join(site, 'site.css'), 'h1 { color: #123; }');
  await mkdir(join(site, 'guide'));
  await writeFile(join(site, 'guide/index.html'), '<h1>Guide</h1>');
  await writeFile(join(site, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  // A build may leave a link out of its output: the browser is answered as if it were not there.
  await symlink(join(root, 'secret.txt'), join(site, 'leak.txt'));
  return site;
}

it('the page reaches nothing but the release: every attempt at the host is refused, its own files load', { timeout: 600_000 }, async () => {
  const browser = await launchReleaseBrowser();
  try {
    const context = await openRelease(browser, await release(), { viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    await tab.goto(releaseUrl, { waitUntil: 'load' });
    const outcomes = JSON.parse((await (await tab.waitForFunction(() => document.body.dataset.outcomes)).jsonValue()) as string) as string[];
    const [ownCss, guide, dotDot, leak] = outcomes.splice(-4);
    for (const outcome of outcomes) assert.match(outcome, /^refused: /, outcomes.join('\n'));
    assert.equal(ownCss, 'reached: 200 text/css; charset=utf-8');
    assert.equal(guide, 'reached: <h1>Guide</h1>', 'clean URLs, as the host serves them');
    assert.equal(dotDot, 'reached: 404 Not found');
    assert.equal(leak, 'reached: 404 Not found', 'a link out of the release is not followed');
    assert.ok(await tab.evaluate(() => (document.getElementById('own') as HTMLImageElement).naturalWidth === 10), 'the release’s own image loads');
    await context.close();
  } finally {
    await browser.close();
  }
  assert.deepEqual(connections, [], 'the host’s loopback service saw nothing');
});

it("Chromium's headless shell is refused, named or linked: it ignores the WebRTC policy, and a page sent UDP to the host through it", async () => {
  // Never run: a stand-in named as Debian's, and a link to it by another name.
  const folder = await temporaryFolder();
  const shell = join(folder, 'chromium-headless-shell');
  await writeFile(shell, '#!/bin/sh\nexit 1\n', { mode: 0o755 });
  await symlink(shell, join(folder, 'chrome'));
  for (const named of [shell, join(folder, 'chrome')]) {
    process.env.QUIRE_CHROMIUM = named;
    try {
      await assert.rejects(launchReleaseBrowser(), (error: Error) => {
        assert.match(error.message, /headless shell, which ignores the WebRTC policy .*set QUIRE_CHROMIUM to the whole Chromium/);
        return true;
      });
    } finally {
      delete process.env.QUIRE_CHROMIUM;
    }
  }
});

it('screenshots of such a release are still taken, and the host saw no connection', { timeout: 600_000 }, async () => {
  const folder = await temporaryFolder();
  const paths = { light: join(folder, 'light.png'), dark: join(folder, 'dark.png') };
  await takeScreenshots({ siteDir: await release(), paths, signal: new AbortController().signal });
  for (const path of [paths.light, paths.dark]) assert.deepEqual((await readFile(path)).subarray(0, 8), pngSignature);
  assert.deepEqual(connections, [], 'the host’s loopback service saw nothing');
});
