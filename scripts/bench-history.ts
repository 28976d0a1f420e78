/**
 * What reading a spec's change history from git costs, as issue 40 asks: a repository with 500
 * commits of a 2 MB spec cut from GitHub's REST spec (`npm run corpus -- github` fetches it), each
 * commit an edit of the API (an operation added or deprecated, a parameter dropped, a schema
 * property added, a description reworded; `info.version` bumped every tenth), read cold (the
 * history a first build adds, target 10 s) and again from its cache (what a later build adds).
 * Part of `npm run bench`; `--commits N` for another length.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { specHistory } from '@quire/changes';
import { reachableRefs } from '@quire/openapi';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = join(ROOT, '.cache/corpus/rest/api.github.com.json');
const TARGET_SECONDS = 10;

// biome-ignore lint/suspicious/noExplicitAny: GitHub's spec, edited levels deep (spec.components[kind][name]); an OpenAPI type makes each level optional
type Spec = Record<string, any>;
const { values } = parseArgs({ options: { commits: { type: 'string', default: '500' }, megabytes: { type: 'string', default: '2' } } });

if (!existsSync(SOURCE)) {
  console.error(`${SOURCE} is missing: run npm run corpus -- github first.`);
  process.exit(1);
}
const work = mkdtempSync(join(tmpdir(), 'quire-bench-history-'));
try {
  const base = cutSpec(JSON.parse(readFileSync(SOURCE, 'utf8')), Number(values.megabytes) * 1e6);
  const commits = Number(values.commits);
  const bytes = writeHistory(work, base, commits);
  const cacheDir = join(work, 'cache');
  const spec = join(work, 'openapi.json');

  let started = performance.now();
  const cpu = process.cpuUsage();
  const cold = await specHistory(spec, { cacheDir });
  const coldSeconds = (performance.now() - started) / 1000;
  // On a machine shared with other work the wall time says more about the others: this process's own CPU time is given beside it.
  const used = process.cpuUsage(cpu);
  const coldCpu = (used.user + used.system) / 1e6;
  started = performance.now();
  const warm = await specHistory(spec, { cacheDir });
  const warmSeconds = (performance.now() - started) / 1000;
  if (!cold || !warm || JSON.stringify(cold) !== JSON.stringify(warm)) throw new Error('The cached history differs from the one read cold.');
  const changes = cold.entries.reduce((n, e) => n + e.changes.length, 0);
  console.log(
    `Change history of ${cold.entries.length} commits of a ${(bytes / 1e6).toFixed(1)} MB spec (GitHub's, cut): ${changes} changes, ` +
      `read cold in ${coldSeconds.toFixed(1)} s (${coldCpu.toFixed(1)} s of CPU; target ${TARGET_SECONDS} s: ${coldSeconds <= TARGET_SECONDS ? 'met' : 'missed'}), from the cache in ${warmSeconds.toFixed(2)} s`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The first paths of the spec, with the components they reach, up to about `size` bytes of JSON. */
function cutSpec(spec: Spec, size: number): Spec {
  const paths: Record<string, unknown> = {};
  let cut: Spec = spec;
  for (const [path, item] of Object.entries(spec.paths as Record<string, unknown>)) {
    paths[path] = item;
    if (Object.keys(paths).length % 10) continue;
    cut = withComponents(spec, paths);
    if (JSON.stringify(cut, null, 2).length >= size) break;
  }
  return cut;
}

function withComponents(spec: Spec, paths: Record<string, unknown>): Spec {
  const components: Record<string, Record<string, unknown>> = {};
  for (const ref of Object.keys(reachableRefs(paths, spec))) {
    const [, , kind, name] = ref.split('/');
    if (kind && name) (components[kind] ??= {})[name] = spec.components[kind][name];
  }
  const { webhooks: _webhooks, ...rest } = spec;
  return { ...rest, paths: structuredClone(paths), components: { ...structuredClone(components), securitySchemes: spec.components.securitySchemes ?? {} } };
}

/** A git repository in `dir` whose openapi.json goes through `count` versions, written with git fast-import. */
function writeHistory(dir: string, base: Spec, count: number): number {
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  const spec = structuredClone(base);
  const pathNames = Object.keys(spec.paths);
  const schemaNames = Object.keys(spec.components.schemas ?? {});
  const chunks: Buffer[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    if (i) edit(spec, i, pathNames, schemaNames);
    spec.info.version = `1.${Math.floor(i / 10)}.0`;
    // Every commit changes the file, as every commit git log lists for it does.
    spec.info['x-commit'] = i;
    const text = Buffer.from(JSON.stringify(spec, null, 2));
    bytes = text.length;
    const message = Buffer.from(`Version ${i}\n`);
    chunks.push(
      Buffer.from(`commit refs/heads/main\ncommitter Bench <bench@example.com> ${1_700_000_000 + i * 3600} +0000\ndata ${message.length}\n`),
      message,
      Buffer.from(`${i ? '' : ''}M 644 inline openapi.json\ndata ${text.length}\n`),
      text,
      Buffer.from('\n'),
    );
  }
  execFileSync('git', ['fast-import', '--quiet'], { cwd: dir, input: Buffer.concat(chunks), maxBuffer: 1 << 30 });
  execFileSync('git', ['checkout', '-q', 'main'], { cwd: dir });
  return bytes;
}

/** One edit of the API per commit, in turn: what a real spec's history is made of. */
function edit(spec: Spec, i: number, paths: string[], schemas: string[]): void {
  const path = paths[i % paths.length]!;
  const item = spec.paths[path] as Spec;
  const op = Object.values(item).find((v) => v && typeof v === 'object' && 'responses' in v) as Spec | undefined;
  const schema = spec.components.schemas?.[schemas[i % schemas.length]!];
  switch (i % 5) {
    case 0:
      spec.paths[`${path}/v${i}`] = structuredClone(item);
      break;
    case 1:
      if (op) op.deprecated = !op.deprecated;
      break;
    case 2:
      if (op?.parameters?.length) op.parameters.pop();
      break;
    case 3:
      if (schema?.properties) schema.properties[`field_${i}`] = { type: 'string' };
      break;
    default:
      if (op) op.description = `${op.description ?? ''} Reworded in commit ${i}.`;
  }
}
