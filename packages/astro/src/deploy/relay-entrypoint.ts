import { existsSync } from 'node:fs';
import type { AstroConfig } from 'astro';
import { canPinDns } from './adapters.ts';
import { ownModule } from '../own-module.ts';

/**
 * The relay's route for a site built with an adapter: the Node relay where the runtime can pin
 * DNS answers, the refusing one where it cannot. None without an adapter (a static build has no
 * server), nor when the project writes `src/pages/api/request.ts` itself (relayRoute with its own options).
 */
export function relayEntrypoint(config: Pick<AstroConfig, 'adapter' | 'srcDir'>): URL | undefined {
  if (!config.adapter) return undefined;
  if (['.ts', '.js', '.mjs'].some((ext) => existsSync(new URL(`pages/api/request${ext}`, config.srcDir)))) return undefined;
  return ownModule(canPinDns(config.adapter.name) ? '../routes/relay-endpoint.ts' : '../routes/relay-refused.ts', import.meta.url);
}
