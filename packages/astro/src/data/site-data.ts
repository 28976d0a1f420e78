import type { DocsConfig, GlobalLink, NavNode, SiteManifest } from '@quire/config';

/** What every page shares: branding, the navigation tree and the list of pages. Small by design. */
export interface SiteData {
  name: string;
  logo?: { light: string; dark: string; href?: string };
  favicon?: { light: string; dark: string };
  colors: { primary: string; light: string; dark: string };
  metatags: Record<string, string>;
  /** Whether search engines may index pages that are not in the navigation. */
  indexHidden: boolean;
  nav: NavNode[];
  global: GlobalLink[];
  /** One entry per route; `id` names its page data file. */
  pages: { id: number; slug: string; title: string; hidden: boolean }[];
  /** Keys of the navigation sections, each with a sidebar fragment. */
  sections: string[];
  /** Absolute folder of the per-page data files. */
  dataDir: string;
}

const defaultColors = { primary: '#2563EB', light: '#60A5FA', dark: '#1D4ED8' };

export function siteData(config: DocsConfig, manifest: SiteManifest, dataDir: string, sections: string[]): SiteData {
  const logo = typeof config.logo === 'string' ? { light: config.logo, dark: config.logo } : config.logo;
  const favicon = typeof config.favicon === 'string' ? { light: config.favicon, dark: config.favicon } : config.favicon;
  const colors = config.colors ?? defaultColors;
  const primary = colors.primary;
  return {
    name: config.name,
    ...(logo ? { logo } : {}),
    ...(favicon ? { favicon } : {}),
    colors: { primary, light: colors.light ?? primary, dark: colors.dark ?? primary },
    metatags: config.seo.metatags ?? {},
    indexHidden: config.seo.indexing === 'all',
    nav: manifest.nav,
    global: manifest.global,
    pages: manifest.routes.map((r, id) => ({ id, slug: r.slug, title: r.title, hidden: r.hidden })),
    sections,
    dataDir,
  };
}
