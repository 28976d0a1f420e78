import type { ViteDevServer } from 'vite';
import { createRelayHandler } from '@quire/request/node';
import { relayPath } from '@quire/request/node';
import type { RelayTargets } from '@quire/request/node';

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
