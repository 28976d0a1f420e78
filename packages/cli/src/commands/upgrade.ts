import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { readMintJson } from '@quire/config';
import { hasErrors } from '@quire/diagnostics';
import { countSummary, printDiagnostics, type Output } from '../output.ts';

export interface UpgradeOptions {
  dir: string;
  /** Replace an existing docs.json. */
  force: boolean;
}

/**
 * `quire upgrade [docs-folder]`: writes the docs.json that the hosted platform's upgrade command
 * makes of its legacy mint.json, the same one Quire builds from when docs.json is missing.
 * mint.json stays: the author deletes it once docs.json is committed.
 */
export async function upgrade(options: UpgradeOptions, output: Output): Promise<number> {
  const dir = resolve(options.dir);
  const docsJson = join(dir, 'docs.json');
  const text = await readFile(join(dir, 'mint.json'), 'utf8').catch(() => undefined);
  if (text === undefined) {
    output.err(`quire upgrade: ${shown(dir)} has no mint.json: there is nothing to upgrade.`);
    return 1;
  }
  if (existsSync(docsJson) && !options.force) {
    output.err(
      `quire upgrade: ${shown(dir)} already has a docs.json, which Quire reads instead of mint.json; nothing was written. Pass --force to replace it with the one made from mint.json.`,
    );
    return 1;
  }
  const read = await readMintJson(dir, text);
  if (hasErrors(read.diagnostics) || read.docsJson === undefined) {
    printDiagnostics(
      read.diagnostics.filter((d) => d.severity === 'error'),
      output.err,
    );
    output.err(`✗ quire upgrade: mint.json has ${countSummary(read.diagnostics.filter((d) => d.severity === 'error'))}; nothing was written.`);
    return 1;
  }
  await writeFile(docsJson, `${JSON.stringify(read.docsJson, null, 2)}\n`);
  output.out(`✓ Wrote ${shown(docsJson)} from mint.json, as the hosted platform's upgrade does.`);
  if (read.leftOut.length > 0) output.out(`  Left out (no docs.json equivalent): ${read.leftOut.join(', ')}.`);
  output.out(`  mint.json is left in place; Quire and the hosted platform read docs.json when both are there. Delete mint.json once docs.json is committed.`);
  return 0;
}

function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
}
