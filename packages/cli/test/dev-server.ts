import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { after } from 'node:test';
import { bin } from './run-quire.ts';

const running: ChildProcess[] = [];
after(() => {
  for (const child of running) child.kill('SIGTERM');
});

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** A running `quire …` server and what it printed, request lines left out (they would drown restarts and errors). */
export interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Starts the real `quire` binary (dev, preview) as a user's shell would, `env` added to its environment; stopped when the tests end. */
export function start(args: string[], env: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, [bin, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', ...env },
  });
  let log = '';
  const keep = (chunk: Buffer) =>
    (log += chunk
      .toString()
      .split('\n')
      .filter((line) => !/\[\d{3}\]/.test(line))
      .join('\n'));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  running.push(child);
  return { child, output: () => log };
}

/** Fetches `url` as a browser would (HTML accepted) until `accept` holds (the server may be starting or restarting). */
export async function eventually(url: string, accept: (body: string, status: number) => boolean, started?: Started, seconds = 60): Promise<string> {
  const deadline = Date.now() + seconds * 1000;
  let last = '';
  while (Date.now() < deadline) {
    const response = await fetch(url, { headers: { accept: 'text/html' } }).catch(() => undefined);
    if (response) {
      last = await response.text();
      if (accept(last, response.status)) return last;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} never matched; last body:\n${last.slice(0, 500)}\nserver output:\n${started?.output().slice(-3000) ?? ''}`);
}

/** A (re)started dev server takes a moment to watch the docs folder; a person never edits within it. */
export const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 2000));
