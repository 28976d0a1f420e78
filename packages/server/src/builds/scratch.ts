// A build's scratch folder (its HOME, working directory and Astro's project folder), outside the
// data folder that holds the database. A service killed mid-build leaves its scratch behind, up
// to a build's disk quota each: the next start sweeps what no running service owns.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownerRunning } from './owner-pid.ts';

const prefix = 'quire-scratch-';

/** A new scratch folder of this service: its name carries the service's pid. */
export function makeScratch(): Promise<string> {
  return mkdtemp(join(tmpdir(), `${prefix}${process.pid}-`));
}

/** Removes the scratch folders of services no longer running; the names of those removed. */
export async function sweepScratch(dir = tmpdir()): Promise<string[]> {
  const left = (await readdir(dir).catch(() => [] as string[])).filter(
    (name) => name.startsWith(prefix) && !ownerRunning(Number(name.slice(prefix.length).split('-')[0])),
  );
  await Promise.all(left.map((name) => rm(join(dir, name), { recursive: true, force: true })));
  return left;
}
