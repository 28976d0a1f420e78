// The echo API the WebSocket playground's e2e tests connect to: a client that sends an invalid
// frame loses its own socket, and the server goes on answering everyone else.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { test } from 'node:test';
import { WebSocket } from 'ws';
import { startEchoApi } from '../../../test-support/echo-api.ts';

test('an invalid frame closes that socket only: the echo server keeps answering', async () => {
  const api = await startEchoApi({ port: 0 });
  const logged: unknown[] = [];
  const error = console.error;
  console.error = (...args: unknown[]) => void logged.push(args);
  try {
    const port = new URL(api.url).port;
    // A raw handshake, then a frame with a reserved opcode (0x3): `ws` emits an error for it.
    const raw = connect(Number(port), 'localhost');
    await new Promise<void>((open) => raw.once('connect', open));
    raw.write(
      `GET /bad HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    await new Promise<void>((upgraded) => raw.once('data', () => upgraded()));
    const closed = new Promise<void>((done) => raw.once('close', () => done()));
    raw.on('error', () => {});
    raw.write(Buffer.from([0x83, 0x80, 1, 2, 3, 4]));
    await closed;

    const ws = new WebSocket(`${api.url.replace('http', 'ws')}/live`);
    await new Promise((open, fail) => ws.once('open', open).once('error', fail));
    const answer = new Promise<string>((got) => ws.once('message', (data) => got(data.toString())));
    ws.send('still there?');
    assert.equal(JSON.parse(await answer).received, 'still there?');
    ws.close();
    assert.ok(logged.length, 'the invalid frame is logged');
  } finally {
    console.error = error;
    await api.close();
  }
});
