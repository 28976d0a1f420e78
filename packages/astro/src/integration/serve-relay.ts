import type { ViteDevServer } from 'vite';
import { createRelayHandler } from '@quire/request/node';
import { relayPath } from '@quire/request/node';
import type { RelayTargets } from '@quire/request/node';
import { fileHref, type UrlStyle } from '../data/site-urls.ts';

/**
 * In `astro dev`: the playground's relay at `POST /api/request`. The dev server runs on the
 * author's own machine, so the servers the specs declare may be on loopback (a local mock API).
 */
export function serveRelay(server: ViteDevServer, targets: RelayTargets, urls: UrlStyle): void {
  const relay = createRelayHandler({ targets, loopback: 'declared' });
  // Under the site's base, as the playground asks for it, whether or not Vite took the base off already.
  const paths = new Set([fileHref(urls, relayPath), relayPath]);
  server.middlewares.use((req, res, next) => {
    if (!paths.has((req.url ?? '').split('?')[0]!)) return next();
    relay(req, res).catch(next);
  });
}
