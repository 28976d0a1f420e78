import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { AstroError } from 'astro/errors';
import type { Route } from '@quire/site';

/**
 * Fails the build when a route of the manifest got no HTML. The docs' diagnostics already fail
 * a build whose navigation names a page that cannot exist; this is the last guard, so a site
 * missing pages is never published, whatever the reason.
 */
export async function assertPagesWritten(routes: readonly Route[], outDir: string): Promise<void> {
  const found = await Promise.all(routes.map((route) => isWritten(route, outDir)));
  const missing = routes.filter((_, i) => !found[i]);
  if (!missing.length) return;
  const listed = missing.slice(0, 10).map((route) => `  /${route.slug} (${route.kind}, from ${route.source})`);
  if (missing.length > listed.length) listed.push(`  …and ${missing.length - listed.length} more`);
  throw new AstroError(
    `The build wrote no page for ${missing.length} route${missing.length === 1 ? '' : 's'} of the site:\n${listed.join('\n')}`,
    'A site missing pages must not be published, so the build fails. Build again with --verbose to see why these pages were not written.',
  );
}

/** Astro writes `slug/index.html` (build.format "directory", Quire's) or `slug.html` ("file"). */
async function isWritten(route: Route, outDir: string): Promise<boolean> {
  const candidates = route.slug ? [join(outDir, route.slug, 'index.html'), join(outDir, `${route.slug}.html`)] : [join(outDir, 'index.html')];
  for (const file of candidates)
    if (
      await access(file).then(
        () => true,
        () => false,
      )
    )
      return true;
  return false;
}
