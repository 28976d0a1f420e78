import { loadSite, type NavNode, type SiteManifest } from '@quire/site';
import { hasErrors } from '@quire/diagnostics';
import { countSummary, plural, printDiagnostics, printJson, type Output } from '../output.ts';

export interface RoutesOptions {
  dir: string;
  json: boolean;
}

/** `quire routes <docs-folder>`: the site map a build would produce, as navigation and routes. */
export async function routes(options: RoutesOptions, output: Output): Promise<number> {
  const site = await loadSite(options.dir);
  const ok = !hasErrors(site.diagnostics);
  if (options.json) {
    printJson(
      {
        ok,
        routes: site.manifest?.routes ?? [],
        nav: site.manifest?.nav ?? [],
        global: site.manifest?.global ?? [],
        hrefs: site.manifest?.hrefs ?? [],
        diagnostics: site.diagnostics,
      },
      output,
    );
    return ok ? 0 : 1;
  }
  printDiagnostics(site.diagnostics, output.err);
  if (site.manifest) output.out(drawSiteMap(site.manifest));
  if (!ok) output.err(`✗ ${options.dir}: ${countSummary(site.diagnostics)}`);
  return ok ? 0 : 1;
}

/** The navigation as an indented tree (`/slug` after each page), then the pages outside it. */
export function drawSiteMap(manifest: SiteManifest): string {
  const lines: string[] = [];
  const draw = (nodes: NavNode[], depth: number) => {
    for (const node of nodes) {
      const indent = '  '.repeat(depth);
      const badge = 'method' in node && node.method ? `${node.method} ` : '';
      if (node.type === 'page') lines.push(`${indent}${badge}${node.label}${node.deprecated ? ' (deprecated)' : ''}  /${node.slug}`);
      else if (node.type === 'link') lines.push(`${indent}${badge}${node.label}  -> ${node.href}`);
      else {
        lines.push(`${indent}${node.type === 'division' ? `[${node.division}] ` : ''}${node.label}`);
        draw(node.children, depth + 1);
      }
    }
  };
  draw(manifest.nav, 0);
  const hidden = manifest.routes.filter((r) => r.hidden);
  const channels = manifest.routes.filter((r) => r.kind === 'channel').length;
  lines.push(
    '',
    `${plural(manifest.routes.length, 'route')}${channels ? ` (${plural(channels, 'channel page')})` : ''}; ${hidden.length} outside the navigation (${hidden.filter((r) => r.kind === 'schema').length} schema pages).`,
  );
  return lines.join('\n');
}
