import { cp, lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdapterName } from './adapters.ts';

/**
 * The folders an adapter writes for its host's build system, found by the host where its build
 * command runs (Netlify's Frameworks API `.netlify/v1`, Vercel's Build Output API
 * `.vercel/output`). Astro writes them into the project's root, which for a docs repo built with
 * `quire build` is the hidden `<docs>/.quire/site`. The node adapter writes to the output folder.
 */
const hostFolders: Partial<Record<AdapterName, string>> = { netlify: '.netlify/v1', vercel: '.vercel/output' };

/**
 * Moves the host's folder from the Astro project into the docs folder (the repo the host builds),
 * replacing the one of an earlier build; returns its path, if the adapter has one.
 */
export async function placeHostOutput(adapter: AdapterName, project: string, docs: string): Promise<string | undefined> {
  const folder = hostFolders[adapter];
  if (!folder) return undefined;
  const target = join(docs, folder);
  await rm(target, { recursive: true, force: true });
  await cp(join(project, folder), target, { recursive: true, verbatimSymlinks: true, filter: (source) => !isProjectLink(source) });
  await rm(join(project, folder), { recursive: true, force: true });
  await dropProjectLinks(target);
  return target;
}

/** The project's `node_modules` link to Quire's installation: traced into functions by Vercel, needed by none (the functions are bundled whole). */
function isProjectLink(path: string): boolean {
  return path.endsWith('/node_modules');
}

async function dropProjectLinks(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true })) {
    const path = join(dir, entry);
    if (entry.endsWith('node_modules') && (await lstat(path).catch(() => undefined))?.isSymbolicLink()) await rm(path);
  }
}
