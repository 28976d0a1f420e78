// The Astro adapters `quire build --adapter` deploys with: pages stay prerendered HTML, and the
// playground's relay (`POST /api/request`) becomes the host's function, with `/mcp` beside it
// where the host can run it (added by the CLI from `@quire/mcp/astro`, which Astro users add themselves).
import { createRequire } from 'node:module';
import type { AstroIntegration } from 'astro';

/** Resolves and reads from Quire's own place, as the adapters' imports below do. */
const ownRequire = createRequire(import.meta.url);

export const adapterNames = ['node', 'netlify', 'vercel', 'cloudflare'] as const;
export type AdapterName = (typeof adapterNames)[number];

/**
 * What a deploy to each host installs beside Quire: optional peer dependencies of @quire/astro,
 * so that nobody who deploys elsewhere installs a host's tools (Cloudflare's alone are 360 MB).
 * Node's adapter is small and a dependency: it serves `quire build --adapter node` as it is.
 */
const hostPackages: Partial<Record<AdapterName, { host: string; packages: string[] }>> = {
  netlify: { host: 'Netlify', packages: ['@astrojs/netlify'] },
  vercel: { host: 'Vercel', packages: ['@astrojs/vercel'] },
  cloudflare: { host: 'Cloudflare', packages: ['@astrojs/cloudflare', 'wrangler'] },
};

/**
 * The adapter's integration, configured for a docs site, loaded only when asked for. A host's
 * adapter that is not installed is an error that says what to install (the versions
 * @quire/astro's package.json accepts).
 */
export async function loadAdapter(name: AdapterName): Promise<AstroIntegration> {
  const needed = hostPackages[name];
  const missing = needed?.packages.filter((pkg) => !installed(pkg)) ?? [];
  if (needed && missing.length) {
    const { peerDependencies } = ownRequire('../../package.json') as { peerDependencies: Record<string, string> };
    const install = missing.map((pkg) => `${pkg}@${peerDependencies[pkg]}`).join(' ');
    throw new Error(
      `--adapter ${name} needs Astro's ${needed.host} adapter, and ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not installed. Install ${missing.length > 1 ? 'them' : 'it'} beside Quire: npm install --save-dev ${install}`,
    );
  }
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

/** Whether a package is installed where the adapters' imports below look. */
function installed(pkg: string): boolean {
  try {
    ownRequire.resolve(`${pkg}/package.json`);
    return true;
  } catch (error) {
    // A package whose exports leave out its package.json is there all the same.
    return (error as NodeJS.ErrnoException).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED';
  }
}

/**
 * Whether the adapter's runtime lets the relay pin the address it checked (Node's own HTTP client
 * with a fixed lookup). A worker runtime's fetch() resolves host names itself: its relay refuses.
 */
export function canPinDns(adapterPackage: string): boolean {
  return adapterPackage !== '@astrojs/cloudflare';
}
