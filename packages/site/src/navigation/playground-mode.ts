import type { Operation } from '@quire/openapi';
import type { PlaygroundMode } from './manifest.ts';

/** The page's `playground` (frontmatter or x-docs.metadata), else the site's `api.playground.display`. */
export function playgroundMode(op: Operation, requested: unknown): PlaygroundMode {
  const mode: PlaygroundMode = requested === 'none' || requested === 'simple' ? requested : 'interactive';
  // Without servers there is nowhere to send a request (docs: guides/api-navigation#servers-and-playground).
  return mode === 'interactive' && op.servers.length === 0 ? 'simple' : mode;
}
