// deploy/Containerfile, the hosting service's container recipe, read as an engine reads it (no
// container engine runs here): its instructions, what it installs, the packed packages it copies,
// and a command line the installed `quire serve` accepts. The migration guide shows the same file.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';

const repo = resolve(import.meta.dirname, '..', '..');
const recipe = readFileSync(join(repo, 'deploy', 'Containerfile'), 'utf8');
const guide = readFileSync(join(repo, 'sites', 'docs', 'guides', 'migrate.mdx'), 'utf8');

/** The Dockerfile instructions (from the Dockerfile reference). */
const instructions = new Set([
  'ADD',
  'ARG',
  'CMD',
  'COPY',
  'ENTRYPOINT',
  'ENV',
  'EXPOSE',
  'FROM',
  'HEALTHCHECK',
  'LABEL',
  'MAINTAINER',
  'ONBUILD',
  'RUN',
  'SHELL',
  'STOPSIGNAL',
  'USER',
  'VOLUME',
  'WORKDIR',
]);

/** Each instruction with its arguments, continuation lines joined and comments left out. */
function parse(text: string): { name: string; args: string }[] {
  const logical = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim());
  return logical.map((line) => {
    const [, name, args] = /^\s*(\S+)\s*(.*)$/.exec(line)!;
    return { name: name!.toUpperCase(), args: args!.trim() };
  });
}

const parsed = parse(recipe);
const args = (name: string) => parsed.filter((instruction) => instruction.name === name).map((instruction) => instruction.args);
const serveHelp = (command: string[]) =>
  spawnSync(process.execPath, [join(repo, 'packages', 'cli', 'bin', 'quire.js'), ...command, '--help'], { encoding: 'utf8' });

test('the Containerfile is made of Dockerfile instructions, from a Debian image with Node 24', () => {
  assert.deepEqual(
    parsed.filter((instruction) => !instructions.has(instruction.name)),
    [],
  );
  assert.equal(parsed[0]?.name, 'FROM');
  assert.match(parsed[0]!.args, /^node:24-(bookworm|trixie)(-slim)?$/);
  for (const json of [...args('ENTRYPOINT'), ...args('CMD')]) assert.ok(Array.isArray(JSON.parse(json)), `exec form: ${json}`);
});

test('it installs what the service needs beside Node: bubblewrap for the builds, Chromium for the screenshots, git', () => {
  const apt = args('RUN').find((run) => run.includes('apt-get install'));
  for (const name of ['bubblewrap', 'chromium', 'git']) assert.match(apt ?? '', new RegExp(`\\s${name}\\s`), name);
  assert.ok(
    args('ENV').some((env) => /\bQUIRE_CHROMIUM=\/usr\/bin\/chromium\b/.test(env)),
    "QUIRE_CHROMIUM names Debian's chromium",
  );
});

test('it installs the packed packages from where npm run pack writes them, and runs their quire', () => {
  const packScript = readFileSync(join(repo, 'scripts', 'pack.ts'), 'utf8');
  assert.match(packScript, /join\(root, '\.cache', 'pack'\)/);
  assert.match(packScript, /join\(out, 'tarballs'\)/);
  assert.ok(args('COPY').some((copy) => copy.startsWith('.cache/pack/tarballs/ ')));
  const cli = JSON.parse(readFileSync(join(repo, 'packages', 'cli', 'package.json'), 'utf8')) as { bin: { quire: string }; files: string[] };
  const entrypoint = JSON.parse(args('ENTRYPOINT')[0]!) as string[];
  assert.deepEqual(entrypoint, ['node', join('/opt/quire/node_modules/@quire/cli', cli.bin.quire)]);
  assert.ok(cli.files.includes('bin'), 'the packed @quire/cli ships bin/');
});

test("the container's command line and the guide's docker run are ones quire serve accepts", () => {
  const command = JSON.parse(args('CMD')[0]!) as string[];
  const fromCmd = serveHelp(command);
  assert.equal(fromCmd.status, 0, fromCmd.stderr);
  const run = /docker run [\s\S]*?\n(?=docker exec)/.exec(guide)?.[0];
  assert.ok(run, 'the guide has its docker run');
  const words = run.replace(/\\\n/g, ' ').split(/\s+/).filter(Boolean);
  // The image, `quire`, then its command: the words after ENTRYPOINT's quire.js.
  const image = words.findIndex((word, i) => word === 'quire' && words[i + 1] === 'serve');
  const fromGuide = serveHelp(words.slice(image + 1));
  assert.equal(fromGuide.status, 0, fromGuide.stderr);
});

test('the migration guide shows the Containerfile as it is in the repository', () => {
  const shown = /```dockerfile title="deploy\/Containerfile"\n([\s\S]*?)```/.exec(guide)?.[1];
  assert.equal(shown, recipe);
});
