import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Output } from '../output.ts';
import { untilStopped } from './until-stopped.ts';
import { startSiteServer } from '../preview/site-server.ts';

export interface PreviewOptions {
  dir: string;
  port?: number;
  host?: string;
}

/** `quire preview <out>`: serves a built site as a static host would. */
export async function preview(options: PreviewOptions, output: Output): Promise<number> {
  const root = resolve(options.dir);
  if (!existsSync(join(root, 'index.html')) && !existsSync(join(root, '404.html'))) {
    output.err(`quire preview: ${options.dir} is not a built site (no index.html). Run \`quire build <docs-folder> -o ${options.dir}\` first.`);
    return 1;
  }
  const server = await startSiteServer({ root, port: options.port ?? 4321, host: options.host ?? '127.0.0.1' });
  output.out(`Quire preview of ${options.dir}: ${server.url}  (Ctrl+C to stop)`);
  await untilStopped(() => server.close());
  return 0;
}
