// Real git repositories and data folders for the build tests.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { folderArtifactStore } from '../src/artifacts/folder-artifact-store.ts';
import type { BuildInput } from '../src/builds/build-types.ts';
import type { Project } from '../src/storage/records.ts';
import { quireCli } from '../../../test-support/quire-cli.ts';

const made: string[] = [];
process.on('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

export async function temporaryFolder(prefix = 'quire-build-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export interface TestRepo {
  dir: string;
  /** Writes (text) or deletes (null) files, commits them, returns the new sha. */
  commit(message: string, files: Record<string, string | null>): Promise<string>;
  git(...args: string[]): string;
}

export async function gitRepo(branch = 'main'): Promise<TestRepo> {
  const dir = await temporaryFolder('quire-repo-');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Ada Author', '-c', 'user.email=ada@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '--quiet', '--initial-branch', branch);
  return {
    dir,
    git,
    async commit(message, files) {
      for (const [name, text] of Object.entries(files)) {
        const path = join(dir, name);
        if (text === null) await rm(path);
        else {
          await mkdir(dirname(path), { recursive: true });
          await writeFile(path, text);
        }
      }
      git('add', '--all');
      git('commit', '--quiet', '-m', message);
      return git('rev-parse', 'HEAD');
    },
  };
}

export function project(repo: string, overrides: Partial<Project> = {}): Project {
  return { id: 'p1', name: 'Mini', subdomain: 'mini', repo, branch: 'main', dir: '', createdAt: new Date().toISOString(), disabledAt: null, ...overrides };
}

export function buildInput(dataDir: string, target: Project, overrides: Partial<BuildInput> = {}): BuildInput & { lines: string[] } {
  const lines: string[] = [];
  return {
    project: target,
    dataDir,
    artifacts: folderArtifactStore(join(dataDir, 'sites')),
    siteUrl: 'http://mini.localhost:8080/',
    limits: { timeoutMs: 120_000, memoryMb: 1024, outputMb: 2048 },
    cli: quireCli,
    log: (line) => void lines.push(line),
    lines,
    ...overrides,
  };
}

export const openapi = (summary: string) => `openapi: 3.1.0
info: { title: Mini, version: 1.0.0 }
paths:
  /things:
    get: { operationId: listThings, summary: ${summary}, responses: { '200': { description: OK } } }
`;

/** A small docs repo: a home page, a guide and an API reference. */
export const miniDocs = {
  'docs.json': JSON.stringify({
    name: 'Mini',
    navigation: {
      groups: [
        { group: 'Guide', pages: ['index', 'guide'] },
        { group: 'API', openapi: 'openapi.yaml' },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\nWelcome to Mini.\n',
  'guide.mdx': '---\ntitle: Guide\n---\n\nA guide.\n',
  'openapi.yaml': openapi('List things'),
};

export const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Whether a process with this id still runs: a zombie (killed, not yet reaped by init) does not. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = (() => {
    try {
      return readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return ') Z'; // gone between the two looks
    }
  })();
  return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}
