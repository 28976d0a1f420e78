import type { ViteDevServer } from 'vite';
import { createRelayHandler } from '../relay/relay-handler.ts';
import { relayPath } from '../relay/relay-types.ts';
import type { RelayTargets } from '../relay/relay-targets.ts';

/**
 * In `astro dev`: the playground's relay at `POST /api/request`. The dev server runs on the
 * author's own machine, so the servers the specs declare may be on loopback (a local mock API).
 */
export function serveRelay(server: ViteDevServer, targets: RelayTargets): void {
  const relay = createRelayHandler({ targets, loopback: 'declared' });
  server.middlewares.use((req, res, next) => {
    if ((req.url ?? '').split('?')[0] !== relayPath) return next();
    relay(req, res).catch(next);
  });
}
