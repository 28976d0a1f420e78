import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { RelayTargets } from './relay-targets.ts';

/** Where a build keeps its relay targets, relative to the output folder. */
export const relayFilePath = '_quire/relay.json';

/** Writes the targets into a built site, for `quire preview` and the hosting service to serve the relay from. */
export async function writeRelayFile(outDir: string, targets: RelayTargets): Promise<void> {
  const file = join(outDir, relayFilePath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(targets, null, 2)}\n`);
}

/**
 * The targets of a built site, or undefined when it has none (built before the relay existed,
 * or not by Quire): a server then offers no relay, and the island says what to do.
 */
export async function readRelayFile(outDir: string): Promise<RelayTargets | undefined> {
  const text = await readFile(join(outDir, relayFilePath), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const parsed: unknown = JSON.parse(text);
  const origins = (parsed as Partial<RelayTargets> | null)?.origins;
  if (!Array.isArray(origins) || !origins.every((origin) => typeof origin === 'string'))
    throw new Error(`${join(outDir, relayFilePath)} is not a relay targets file: it needs { "origins": [string] }.`);
  return { origins };
}
