import { createHash } from 'node:crypto';
import type { DocsConfig } from '@quire/config';
import type { GlobalLink, NavNode, SiteManifest } from '@quire/site';
import { inlineMarkdown, markdownBlocks } from '../components/inline-markdown.ts';
import type { SampleTheme } from '../code-theme/sample-theme.ts';
import { pageActions, type PageActions } from './page-actions.ts';
import { siteLook, type SiteLook } from './site-look.ts';
import { assetHref, folderHref, rootStyle, siteHref, type UrlStyle } from './site-urls.ts';
import { searchIndexFolders } from './search-data.ts';
import { siteLinksIn } from './content-links.ts';
import type { VariationOption } from './variations.ts';

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
  /** docs.json `navbar`: links of the top bar and the call-to-action at its right end. */
  navbar: { links: ChromeLink[]; primary?: ChromeLink };
  /** docs.json `footer`: social profiles (with their icon) and columns of links. */
  footer: { socials: ChromeLink[]; columns: { header?: string; items: { label: string; href: string }[] }[] };
  /** docs.json `appearance`: the theme readers start in, and whether they may switch it. */
  appearance: { default: 'system' | 'light' | 'dark'; strict: boolean };
  /** docs.json `banner`, as safe HTML; `key`, a hash of the content, remembers a dismissal until the content changes. */
  banner?: { html: string; dismissible: boolean; key: string };
  /** docs.json `api`: how reference pages show examples and nested fields. */
  reference: ReferenceSettings;
  /** docs.json `errors.404`; the description as safe HTML. */
  notFound?: { redirect: boolean; title?: string; html?: string };
  /**
   * The playground: how it sends requests, the pages that have one, and the specs of their
   * endpoints, each of which gets one file of the `$ref` targets its endpoints share.
   */
  playground: { proxy: boolean; credentials: boolean; pages: number[]; specs: string[] };
  /** The docs repo's own .css files (`/custom.css`): the hosted platform applies them site-wide, after its own styles. */
  styles: string[];
  /** The docs repo's own .js files (`/custom.js`): the hosted platform runs them on every page, as plain scripts at the end of the body. */
  scripts: string[];
  /** docs.json `contextual`: the page menu beside the title or in the table of contents. */
  pageActions?: PageActions;
  /** docs.json `background` and `fonts`: CSS and stylesheets of every page's head. */
  look: SiteLook;
  /** docs.json `thumbnails.background`: the image of every page's link preview, a URL or a path of the site. */
  thumbnail?: string;
  /** How request samples are colored, when docs.json `styling.codeblocks` names Shiki themes. */
  codeSamples?: SampleTheme;
  /** docs.json `icons.library`: the icon library names are looked up in first. */
  iconLibrary: 'fontawesome' | 'lucide' | 'tabler';
  /** How the pages write the site's URLs (Astro's base and trailing slash): data/site-urls.ts. The chrome's links above are already written so. */
  urls: UrlStyle;
  /** The folders of the search indexes, the index of pages of no version first: search loads them all. */
  searchIndexes: string[];
  /** docs.json `variations`: the options of the header's switcher, the default first. */
  variations?: VariationOption[];
}

/** The docs.json `api` settings that reference pages read. */
export interface ReferenceSettings {
  /** `api.examples.languages`; undefined means the default list. */
  languages?: string[];
  /** `api.examples.defaults`: which optional parameters the code samples fill in. */
  defaults: 'required' | 'all';
  /** `api.examples.autogenerate`: make examples from schemas when the spec has none. */
  autogenerate: boolean;
  /** `api.params.expanded`: nested fields start open. */
  expanded: boolean;
}

/** A link of the header or footer. */
export interface ChromeLink {
  /** The accessible name; shown as text unless `iconOnly`. */
  label: string;
  href: string;
  /** An icon name or image path. */
  icon?: string;
  /** Whether `icon` is a brand (GitHub, X...), looked up in the brands set first. */
  brand?: boolean;
  /** Whether the icon stands alone, the label being only the link's accessible name. */
  iconOnly?: boolean;
}

const defaultColors = { primary: '#2563EB', light: '#60A5FA', dark: '#1D4ED8' };

/** What the site data takes from the docs repo's files and the code theme, besides docs.json. */
export interface SiteFiles {
  styles?: string[];
  scripts?: string[];
  codeSamples?: SampleTheme | undefined;
  /** Astro's base and trailing slash; a site at the root of its host when not given. */
  urls?: UrlStyle;
}

export function siteData(config: DocsConfig, manifest: SiteManifest, dataDir: string, sections: string[], files: SiteFiles = {}): SiteData {
  const logo = typeof config.logo === 'string' ? { light: config.logo, dark: config.logo } : config.logo;
  const favicon = typeof config.favicon === 'string' ? { light: config.favicon, dark: config.favicon } : config.favicon;
  const colors = config.colors ?? defaultColors;
  const primary = colors.primary;
  const urls = files.urls ?? rootStyle;
  const asset = (path: string) => assetHref(urls, path);
  const link = (href: string) => siteHref(urls, href);
  return {
    name: config.name,
    // The logo's link goes home unless docs.json names another place.
    ...(logo ? { logo: { light: asset(logo.light), dark: asset(logo.dark), href: link(logo.href ?? '/') } } : {}),
    ...(favicon ? { favicon: { light: asset(favicon.light), dark: asset(favicon.dark) } } : {}),
    colors: { primary, light: colors.light ?? primary, dark: colors.dark ?? primary },
    metatags: config.seo.metatags ?? {},
    indexHidden: config.seo.indexing === 'all',
    nav: manifest.nav,
    global: manifest.global,
    pages: manifest.routes.map((r, id) => ({ id, slug: r.slug, title: r.title, hidden: r.hidden })),
    sections,
    dataDir,
    reference: {
      ...(config.api.examples.languages ? { languages: config.api.examples.languages } : {}),
      defaults: config.api.examples.defaults,
      autogenerate: config.api.examples.autogenerate,
      expanded: config.api.params.expanded === 'all',
    },
    navbar: {
      links: (config.navbar?.links ?? []).map((item) => chromeLink(item.label, link(item.href), item.type, item.icon)),
      // A button always shows its text: "GitHub" when the docs give none.
      ...(config.navbar?.primary
        ? { primary: { ...chromeLink(config.navbar.primary.label, link(config.navbar.primary.href), config.navbar.primary.type), iconOnly: false } }
        : {}),
    },
    footer: {
      socials: Object.entries(config.footer?.socials ?? {}).map(([platform, href]) => social(platform, link(href))),
      columns: (config.footer?.links ?? []).map((column) => ({ ...column, items: column.items.map((item) => ({ ...item, href: link(item.href) })) })),
    },
    appearance: config.appearance ?? { default: 'system', strict: false },
    ...(config.banner
      ? {
          banner: {
            html: siteLinksIn(inlineMarkdown(config.banner.content), urls),
            dismissible: config.banner.dismissible,
            key: createHash('sha256').update(config.banner.content).digest('hex').slice(0, 12),
          },
        }
      : {}),
    ...(config.errors?.['404'] ? { notFound: notFound(config.errors['404'], urls) } : {}),
    playground: {
      proxy: config.api.playground.proxy,
      credentials: config.api.playground.credentials,
      pages: manifest.routes.flatMap((r, id) => (hasPlayground(r) ? [id] : [])),
      specs: playgroundSpecs(manifest.routes),
    },
    styles: (files.styles ?? []).map(asset),
    scripts: (files.scripts ?? []).map(asset),
    ...(config.contextual && pageActions(config.contextual) ? { pageActions: pageActions(config.contextual)! } : {}),
    look: siteLook(config.background, config.fonts, urls),
    ...(config.thumbnails?.background ? { thumbnail: asset(config.thumbnails.background) } : {}),
    ...(files.codeSamples ? { codeSamples: files.codeSamples } : {}),
    iconLibrary: config.icons?.library ?? 'fontawesome',
    urls,
    searchIndexes: searchIndexFolders(manifest.routes).map((folder) => folderHref(urls, folder)),
    ...(config.variations ? { variations: config.variations.options } : {}),
  };
}

/** The specs of the endpoint pages with a playground, in page order: each has one file of the `$ref` targets they reach (routes/playground-refs.ts). */
export function playgroundSpecs(routes: SiteManifest['routes']): string[] {
  return [...new Set(routes.flatMap((r) => (hasPlayground(r) && r.operation ? [r.operation.spec] : [])))];
}

/** Whether a route's page has a playground: endpoints (HTTP), channels (WebSocket) and GraphQL operations, not webhooks. */
export function hasPlayground(route: SiteManifest['routes'][number]): boolean {
  // Webhooks are sent by the API, not to it: they get no playground. Channels get the WebSocket one.
  return Boolean(
    ((route.operation && !route.operation.key.startsWith('webhook ')) || route.channel || (route.graphql && route.graphql.kind !== 'type')) &&
      route.playground &&
      route.playground !== 'none',
  );
}

const services: Record<string, string> = { github: 'GitHub', discord: 'Discord' };

/** A navbar link or button: a GitHub or Discord `type` brings that brand's icon and name. */
function chromeLink(label: string | undefined, href: string, type: string | undefined, icon?: string): ChromeLink {
  const service = type ? services[type] : undefined;
  if (!service) return { label: label ?? href, href, ...(icon ? { icon } : {}) };
  return { label: label ?? service, href, icon: type!, brand: true, ...(label ? {} : { iconOnly: true }) };
}

/** Names of `footer.socials` platforms as a screen reader should say them, and their icons. */
const platforms: Record<string, [name: string, icon?: string]> = {
  x: ['X', 'x-twitter'],
  'x-twitter': ['X'],
  twitter: ['Twitter'],
  website: ['Website', 'globe'],
  github: ['GitHub'],
  linkedin: ['LinkedIn'],
  youtube: ['YouTube'],
  'hacker-news': ['Hacker News'],
  'earth-americas': ['Website'],
};

/** A `footer.socials` entry: the platform's icon, named after the platform. */
function social(platform: string, href: string): ChromeLink {
  const [name, icon] = platforms[platform] ?? [platform.charAt(0).toUpperCase() + platform.slice(1).replaceAll('-', ' ')];
  return { label: name, href, icon: icon ?? platform, brand: true, iconOnly: true };
}

/** `errors.404` with its Markdown description as blocks of safe HTML. */
function notFound(page: NonNullable<NonNullable<DocsConfig['errors']>['404']>, urls: UrlStyle): NonNullable<SiteData['notFound']> {
  const html = page.description?.trim() ? markdownBlocks(page.description) : '';
  return {
    redirect: page.redirect,
    ...(page.title ? { title: page.title } : {}),
    ...(html ? { html: siteLinksIn(html, urls) } : {}),
  };
}
