// The hosted platform's legacy configuration file, mint.json, as the docs.json its upgrade command
// (`mint upgrade`) writes: a folder that still has only mint.json builds as the platform builds it
// (the platform upgrades it in memory too), and `quire upgrade` writes the same docs.json.
import type { Diagnostic } from '@quire/diagnostics';
import { upgradeNavigation } from './mint-json-navigation.ts';
import { MintJsonOrigins } from './mint-json-origins.ts';

type Json = Record<string, unknown>;
type Path = readonly string[];

export interface UpgradedMintJson {
  /** The docs.json, to validate as one; the mint.json itself when it is not an object. */
  docsJson: unknown;
  /** The pointer into mint.json that a pointer into `docsJson` comes from. */
  sourceOf: (pointer: string) => string;
  /** Keys of mint.json that have no docs.json equivalent and are left out, in the order written. */
  leftOut: string[];
  /** Navigation entries of a shape the upgrade cannot read, at their place in mint.json. */
  diagnostics: Diagnostic[];
}

/** Keys of mint.json the upgrade carries into docs.json (some into another place or shape). */
const carried = new Set([
  '$schema',
  'name',
  'logo',
  'favicon',
  'colors',
  'theme',
  'layout',
  'navigation',
  'tabs',
  'anchors',
  'versions',
  'topAnchor',
  'primaryTab',
  'api',
  'openapi',
  'modeToggle',
  'background',
  'backgroundImage',
  'topbarLinks',
  'topbarCtaButton',
  'search',
  'metadata',
  'seo',
  'footer',
  'footerSocials',
  'integrations',
  'analytics',
  'font',
  'redirects',
  'eyebrow',
  'codeBlock',
]);

/** docs.json from a parsed mint.json; `file` names mint.json in diagnostics. */
export function upgradeMintJson(mint: unknown, file = 'mint.json'): UpgradedMintJson {
  const origins = new MintJsonOrigins(mint);
  if (!isObject(mint)) return { docsJson: mint, sourceOf: (pointer) => pointer, leftOut: [], diagnostics: [] };
  const { navigation, diagnostics } = upgradeNavigation(mint, origins, file);
  const colors = isObject(mint.colors) ? mint.colors : undefined;
  const at = (...path: string[]) => path;
  const docsJson: Json = origins.made(
    dropUndefined({
      theme: theme(mint),
      name: mint.name,
      colors: colors ? origins.made(dropUndefined({ primary: colors.primary, light: colors.light, dark: colors.dark }), at('colors')) : { primary: '#16A34A' },
      favicon: mint.favicon,
      navigation,
      styling: styling(mint, origins),
      logo: mint.logo,
      api: api(mint, origins),
      appearance: appearance(mint, origins),
      background: background(mint, origins),
      navbar: navbar(mint, origins),
      search: isObject(mint.search) && mint.search.prompt ? origins.made({ prompt: mint.search.prompt }, at('search')) : undefined,
      seo: seo(mint, origins),
      footer: footer(mint, origins),
      integrations: integrations(mint, origins),
      fonts: fonts(mint.font, origins),
      redirects: mint.redirects,
    }),
    [],
    { name: at('name'), theme: at('theme'), favicon: at('favicon'), logo: at('logo'), redirects: at('redirects'), navigation: at('navigation') },
  );
  return {
    docsJson,
    sourceOf: origins.locator(docsJson),
    leftOut: Object.keys(mint).filter((key) => !carried.has(key)),
    diagnostics,
  };
}

/** The platform's themes of mint.json as docs.json's: venus is palm, quill and a solid side navigation willow, a side navigation maple, the rest mint. */
function theme(mint: Json): string {
  if (mint.layout === 'sidenav') return 'maple';
  if (mint.layout === 'solidSidenav' || mint.theme === 'quill') return 'willow';
  return mint.theme === 'venus' ? 'palm' : 'mint';
}

function styling(mint: Json, origins: MintJsonOrigins): Json | undefined {
  const eyebrow = isObject(mint.eyebrow) ? mint.eyebrow.display : undefined;
  const codeBlock = isObject(mint.codeBlock) ? mint.codeBlock.mode : undefined;
  if (eyebrow === undefined && codeBlock === undefined) return undefined;
  return origins.made(
    dropUndefined({
      eyebrows: eyebrow === undefined ? undefined : eyebrow === 'breadcrumbs' ? 'breadcrumbs' : 'section',
      codeblocks: codeBlock === undefined ? undefined : codeBlock === 'dark' ? 'dark' : 'system',
    }),
    [],
    { eyebrows: ['eyebrow', 'display'], codeblocks: ['codeBlock', 'mode'] },
  );
}

/** `openapi` and `api`: the playground's mode and proxy, the example languages, and the base URL and auth of MDX endpoint pages. */
function api(mint: Json, origins: MintJsonOrigins): Json | undefined {
  const api = isObject(mint.api) ? mint.api : {};
  const playground = isObject(api.playground) ? api.playground : {};
  const display = playground.mode === 'show' ? 'interactive' : playground.mode === 'hide' ? 'none' : playground.mode;
  const proxy = playground.disableProxy === undefined ? undefined : !playground.disableProxy;
  const request = isObject(api.request) && isObject(api.request.example) ? api.request.example : {};
  const auth = isObject(api.auth) ? api.auth : {};
  const result = dropUndefined({
    openapi: mint.openapi,
    playground:
      display !== undefined || proxy !== undefined
        ? origins.made(dropUndefined({ display, proxy }), ['api', 'playground'], {
            display: ['api', 'playground', 'mode'],
            proxy: ['api', 'playground', 'disableProxy'],
          })
        : undefined,
    examples: request.languages ? origins.made({ languages: request.languages }, ['api', 'request', 'example']) : undefined,
    mdx:
      api.baseUrl || auth.method || auth.name
        ? origins.made(
            dropUndefined({
              server: api.baseUrl,
              auth: auth.method || auth.name ? origins.made(dropUndefined({ method: auth.method, name: auth.name }), ['api', 'auth']) : undefined,
            }),
            ['api'],
            { server: ['api', 'baseUrl'] },
          )
        : undefined,
  });
  return Object.keys(result).length > 0 ? origins.made(result, ['api'], { openapi: ['openapi'] }) : undefined;
}

function appearance(mint: Json, origins: MintJsonOrigins): Json | undefined {
  const toggle = isObject(mint.modeToggle) ? mint.modeToggle : undefined;
  if (!toggle || (!toggle.default && toggle.isHidden === undefined)) return undefined;
  return origins.made(dropUndefined({ default: toggle.default, strict: toggle.isHidden }), ['modeToggle'], { strict: ['modeToggle', 'isHidden'] });
}

function background(mint: Json, origins: MintJsonOrigins): Json | undefined {
  const colors = isObject(mint.colors) && isObject(mint.colors.background) ? mint.colors.background : undefined;
  if (!mint.background && !mint.backgroundImage && !colors) return undefined;
  return origins.made(
    dropUndefined({
      image: mint.backgroundImage || undefined,
      decoration: isObject(mint.background) ? mint.background.style : undefined,
      color: colors ? origins.made(dropUndefined({ light: colors.light, dark: colors.dark }), ['colors', 'background']) : undefined,
    }),
    ['background'],
    { image: ['backgroundImage'], decoration: ['background', 'style'] },
  );
}

/** `topbarLinks` and `topbarCtaButton` as the navbar's links and primary button. */
function navbar(mint: Json, origins: MintJsonOrigins): Json | undefined {
  if (!mint.topbarLinks && !mint.topbarCtaButton) return undefined;
  const links = Array.isArray(mint.topbarLinks)
    ? origins.made(
        mint.topbarLinks.map((link: unknown, i) => {
          const l = isObject(link) ? link : {};
          const path = ['topbarLinks', String(i)];
          const label = l.type === undefined || l.type === 'link' ? l.name : capitalize(l.type);
          return origins.made(dropUndefined({ label, href: l.url }), path, {
            label: [...path, l.name === undefined ? 'type' : 'name'],
            href: [...path, 'url'],
          });
        }),
        ['topbarLinks'],
      )
    : mint.topbarLinks;
  const cta = isObject(mint.topbarCtaButton) ? mint.topbarCtaButton : undefined;
  const primary = cta
    ? origins.made(
        cta.type === undefined || cta.type === 'link'
          ? dropUndefined({ type: 'button', label: cta.name, href: cta.url })
          : dropUndefined({ type: 'github', href: cta.url }),
        ['topbarCtaButton'],
        { label: ['topbarCtaButton', 'name'], href: ['topbarCtaButton', 'url'] },
      )
    : undefined;
  return origins.made(dropUndefined({ links, primary }), ['topbarLinks']);
}

function seo(mint: Json, origins: MintJsonOrigins): Json | undefined {
  const indexHidden = isObject(mint.seo) ? mint.seo.indexHiddenPages : undefined;
  if (!mint.metadata && indexHidden === undefined) return undefined;
  return origins.made(dropUndefined({ metatags: mint.metadata || undefined, indexing: indexHidden ? 'all' : 'navigable' }), ['seo'], {
    metatags: ['metadata'],
    indexing: ['seo', 'indexHiddenPages'],
  });
}

/** `footerSocials` (a list of `{ type, url }` or an object) and `footer.links` as docs.json's footer. */
function footer(mint: Json, origins: MintJsonOrigins): Json | undefined {
  const given = isObject(mint.footer) ? mint.footer : undefined;
  if (!given && !mint.footerSocials) return undefined;
  const socialsPath = given?.socials ? ['footer', 'socials'] : ['footerSocials'];
  const written = given?.socials ?? mint.footerSocials;
  const socials = Array.isArray(written)
    ? origins.made(
        Object.fromEntries(written.map((s: unknown) => (isObject(s) ? [String(s.type), s.url] : ['', s]))),
        socialsPath,
        Object.fromEntries(written.map((s: unknown, i) => [isObject(s) ? String(s.type) : '', [...socialsPath, String(i)]])),
      )
    : written;
  const links = Array.isArray(given?.links)
    ? given.links.map((column: unknown, i) => {
        const c = isObject(column) ? column : {};
        const path = ['footer', 'links', String(i)];
        const items = Array.isArray(c.links)
          ? c.links.map((link: unknown, j) => {
              const l = isObject(link) ? link : {};
              return origins.made(dropUndefined({ label: l.label, href: l.url }), [...path, 'links', String(j)], {
                href: [...path, 'links', String(j), 'url'],
              });
            })
          : c.links;
        return origins.made(dropUndefined({ header: c.title, items }), path, { header: [...path, 'title'], items: [...path, 'links'] });
      })
    : undefined;
  return origins.made(dropUndefined({ socials, links }), given ? ['footer'] : ['footerSocials']);
}

/** `analytics` and the chat widgets of `integrations`, which docs.json keeps together under `integrations`. */
function integrations(mint: Json, origins: MintJsonOrigins): Json | undefined {
  const given = isObject(mint.integrations) ? mint.integrations : undefined;
  if (!given && !mint.analytics) return undefined;
  return origins.made(
    dropUndefined({
      ...(isObject(mint.analytics) ? mint.analytics : {}),
      intercom: given?.intercom ? { appId: given.intercom } : undefined,
      frontchat: given?.frontchat ? { snippetId: given.frontchat } : undefined,
    }),
    given ? ['integrations'] : ['analytics'],
  );
}

/** `font` (one font, or `headings` and `body`) as `fonts`, each font's `url` as its `source`. */
function fonts(font: unknown, origins: MintJsonOrigins): Json | undefined {
  if (!isObject(font)) return undefined;
  const one = (details: unknown, path: Path) => {
    if (!isObject(details)) return details;
    const { url, ...rest } = details;
    return origins.made({ ...rest, ...(url ? { source: url } : {}) }, path, { source: [...path, 'url'] });
  };
  if ('family' in font) return one(font, ['font']) as Json;
  return origins.made(
    dropUndefined({
      heading: font.headings === undefined ? undefined : one(font.headings, ['font', 'headings']),
      body: font.body === undefined ? undefined : one(font.body, ['font', 'body']),
    }),
    ['font'],
    { heading: ['font', 'headings'] },
  );
}

function capitalize(value: unknown): string {
  const text = String(value).toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function dropUndefined(object: Json): Json {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}
