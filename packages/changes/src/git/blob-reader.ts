import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { safeGitArgs, safeGitEnvironment } from './safe-git.ts';

/**
 * Reads files at commits (`<commit>:<path>`) through one `git cat-file --batch` process: a spec's
 * 500 versions cost one process, not 500, and only one version is held at a time.
 */
export class BlobReader {
  private readonly git: ChildProcessWithoutNullStreams;
  /** What has arrived and is not yet answered: the current reply's header, then its chunks as they came (joined once, not per chunk). */
  private buffer = Buffer.alloc(0);
  private chunks: Buffer[] = [];
  private pending = 0;
  private expected: { size: number } | undefined;
  private readonly waiting: ((bytes: Buffer | undefined) => void)[] = [];
  private failure: Error | undefined;

  constructor(root: string) {
    this.git = spawn('git', safeGitArgs(['cat-file', '--batch']), { cwd: root, env: safeGitEnvironment() });
    this.git.stdout.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      this.pending += chunk.length;
      this.drain();
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const done of this.waiting.splice(0)) done(undefined);
    };
    this.git.on('error', fail);
    this.git.on('close', () => fail(new Error('git cat-file ended')));
  }

  /** The file's text at that commit, or undefined when it is not there. */
  async read(commit: string, path: string): Promise<string | undefined> {
    return (await this.object(`${commit}:${path}`))?.toString('utf8');
  }

  /** An object's bytes by any name git reads (`<commit>:<path>`, an object id), as stored: no filter or attribute applies. */
  object(name: string): Promise<Buffer | undefined> {
    if (this.failure) return Promise.resolve(undefined);
    return new Promise((done) => {
      this.waiting.push(done);
      this.git.stdin.write(`${name}\n`);
    });
  }

  close(): void {
    this.git.stdin.end();
  }

  /** Answers each request whose reply has fully arrived: `<oid> blob <size>\n<bytes>\n`, or `<name> missing\n`. */
  private drain(): void {
    for (;;) {
      if (!this.expected) {
        this.join();
        const end = this.buffer.indexOf(10);
        if (end < 0) return;
        const size = /^\S+ \S+ (\d+)$/.exec(this.buffer.subarray(0, end).toString())?.[1];
        this.buffer = this.buffer.subarray(end + 1);
        this.chunks = [this.buffer];
        this.pending = this.buffer.length;
        if (size === undefined) {
          this.waiting.shift()?.(undefined);
          continue;
        }
        this.expected = { size: Number(size) };
      }
      // The reply and its closing newline; until then the chunks wait, unjoined.
      if (this.pending < this.expected.size + 1) return;
      this.join();
      const bytes = this.buffer.subarray(0, this.expected.size);
      this.buffer = this.buffer.subarray(this.expected.size + 1);
      this.chunks = [this.buffer];
      this.pending = this.buffer.length;
      this.expected = undefined;
      this.waiting.shift()?.(bytes);
    }
  }

  private join(): void {
    if (this.chunks.length !== 1 || this.chunks[0] !== this.buffer) this.buffer = Buffer.concat(this.chunks);
    this.chunks = [this.buffer];
  }
}
