import { resolve } from 'node:path';
import { dev as astroDev } from 'astro';
import { standaloneConfig } from '@quire/astro/standalone';
import { docsConfigFileIn } from '@quire/config';
import type { Output } from '../output.ts';
import { untilStopped } from './until-stopped.ts';
import { printAstroError } from './astro-errors.ts';

export interface DevOptions {
  dir: string;
  port?: number;
  host?: string;
}

/** `quire dev <docs-folder>`: a preview that reloads as docs.json, pages and specs change. */
export async function dev(options: DevOptions, output: Output): Promise<number> {
  const docs = resolve(options.dir);
  if (!docsConfigFileIn(docs)) {
    output.err(`quire dev: ${options.dir} has no docs.json (nor the hosted platform's legacy mint.json). Point it at the folder that holds your docs.json.`);
    return 1;
  }
  // Astro's dev server checks npm for a newer Astro as it starts: it runs `npm config get
  // registry` and fetches the registry beside the first page (half a second of CPU on the demo),
  // to suggest an upgrade that is Quire's to make, not its user's.
  process.env.ASTRO_DISABLE_UPDATE_CHECK = 'true';
  try {
    const server = await astroDev(
      standaloneConfig({ docs, command: 'dev', ...(options.port ? { port: options.port } : {}), ...(options.host ? { host: options.host } : {}) }),
    );
    output.out(`Quire dev server: http://localhost:${server.address.port}/  (Ctrl+C to stop)`);
    await untilStopped(() => server.stop());
    return 0;
  } catch (error) {
    printAstroError(error, output);
    return 1;
  }
}
