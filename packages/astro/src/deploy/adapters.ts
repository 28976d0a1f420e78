// The Astro adapters `quire build --adapter` deploys with: pages stay prerendered HTML, and the
// playground's relay (`POST /api/request`) becomes the host's function, with `/mcp` beside it
// where the host can run it (added by the CLI from `@quire/mcp/astro`, which Astro users add themselves).
import type { AstroIntegration } from 'astro';

export const adapterNames = ['node', 'netlify', 'vercel', 'cloudflare'] as const;
export type AdapterName = (typeof adapterNames)[number];

/**
 * The adapter's integration, configured for a docs site. The packages are Quire's dependencies
 * (pinned versions known to work with its Astro), loaded only when asked for.
 */
export async function loadAdapter(name: AdapterName): Promise<AstroIntegration> {
  switch (name) {
    // A server of its own (`node dist/server/entry.mjs`), serving the static pages too.
    case 'node':
      return (await import('@astrojs/node')).default({ mode: 'standalone' });
    case 'netlify':
      return (await import('@astrojs/netlify')).default();
    case 'vercel':
      return (await import('@astrojs/vercel')).default();
    // Pages are prerendered by Node, as without an adapter: they read the site's data files. The
    // images need no Cloudflare binding (Quire's pages use no optimized images).
    case 'cloudflare':
      return (await import('@astrojs/cloudflare')).default({ prerenderEnvironment: 'node', imageService: 'passthrough' });
  }
}

/**
 * Whether the adapter's runtime lets the relay pin the address it checked (Node's own HTTP client
 * with a fixed lookup). A worker runtime's fetch() resolves host names itself: its relay refuses.
 */
export function canPinDns(adapterPackage: string): boolean {
  return adapterPackage !== '@astrojs/cloudflare';
}
