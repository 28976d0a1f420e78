import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { buildStandalone } from '@quire/astro/standalone';
import type { Output } from '../output.ts';
import { printAstroError } from './astro-errors.ts';
import { countPages } from './count-pages.ts';

export interface BuildOptions {
  dir: string;
  outDir?: string;
  site?: string;
  verbose: boolean;
}

/** `quire build <docs-folder> [-o <out>]`: the static site; exit 1 with the errors on a broken repo. */
export async function build(options: BuildOptions, output: Output): Promise<number> {
  const docs = resolve(options.dir);
  if (!existsSync(join(docs, 'docs.json'))) {
    output.err(`quire build: ${options.dir} has no docs.json. Point it at the folder that holds your docs.json.`);
    return 1;
  }
  const outDir = resolve(options.outDir ?? join(docs, 'dist'));
  const started = performance.now();
  try {
    await buildStandalone({ docs, outDir, ...(options.site ? { site: options.site } : {}), logLevel: options.verbose ? 'info' : 'silent' });
  } catch (error) {
    printAstroError(error, output);
    output.err(`✗ quire build: ${options.dir} did not build.`);
    return 1;
  }
  // The MCP tools of the site, for `quire mcp`, preview and hosting to serve from the built folder.
  const { siteMcpManifest, writeMcpManifest } = await import('@quire/mcp');
  await writeMcpManifest(outDir, await siteMcpManifest(docs));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  output.out(`✓ Built ${await countPages(outDir)} pages into ${relative(process.cwd(), outDir) || '.'} in ${seconds} s`);
  return 0;
}
