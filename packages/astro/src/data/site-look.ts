// docs.json `background` and `fonts` as what a page's head needs: CSS (background colors and
// image, @font-face rules, the font families) and the stylesheets to link (Google Fonts). The
// values are the docs author's: every one is written as a CSS string or number, never as raw CSS.
// Without a docs.json body font, text is set in the font Quire bundles (site.css's `--font`,
// its @font-face rules imported by layout/Head.astro), and the head preloads its Latin file.
import type { BackgroundConfig, FontsConfig } from '@quire/config';
import { assetHref, rootStyle, type UrlStyle } from './site-urls.ts';

/** What the head of every page carries for docs.json `background` and `fonts`. */
export interface SiteLook {
  /** CSS for the page's <style>: background colors and image, @font-face rules, font families. */
  css: string;
  /** Stylesheets to link: the Google Fonts families the docs name without a `source`. */
  stylesheets: string[];
  /** `background.decoration`: drawn by site.css from `<html data-decoration>`. */
  decoration?: 'gradient' | 'grid' | 'windows';
  /** Whether the page has a background image (`<html data-background-image>`). */
  image: boolean;
  /** Whether body text is set in the bundled font (no docs.json body font), so the head preloads it. */
  bundledFont: boolean;
}

/** A CSS string: quotes and backslashes escaped, and `<` too, so it cannot end the <style> element. */
export function cssString(value: string): string {
  return `"${value
    .replace(/[\\"]/g, '\\$&')
    .replace(/[\n\r\f]/g, ' ')
    .replace(/</g, '\\3c ')}"`;
}

const fallbackFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

interface Font {
  family: string;
  weight?: number | undefined;
  source?: string | undefined;
  format?: 'woff' | 'woff2' | undefined;
}

/** The font of headings and of body text: each one's own settings over the top-level ones. */
function fontsOf(fonts: FontsConfig): { heading?: Font; body?: Font } {
  const top: Font | undefined = fonts.family ? { family: fonts.family, weight: fonts.weight, source: fonts.source, format: fonts.format } : undefined;
  const pick = (own: Font | undefined) => own ?? top;
  const heading = pick(fonts.heading);
  const body = pick(fonts.body);
  return { ...(heading ? { heading } : {}), ...(body ? { body } : {}) };
}

function formatOf(font: Font): string | undefined {
  const format = font.format ?? /\.(woff2?|ttf|otf)(?:[?#]|$)/i.exec(font.source ?? '')?.[1]?.toLowerCase();
  return format === 'ttf' ? 'truetype' : format === 'otf' ? 'opentype' : format;
}

/** A weight as CSS takes it: a number from 1 to 1000, else nothing. */
function weightOf(font: Font): number | undefined {
  return typeof font.weight === 'number' && font.weight >= 1 && font.weight <= 1000 ? font.weight : undefined;
}

/** The Google Fonts stylesheets of a family: its own weight (or regular), and bold, each alone so a weight a family lacks loses only itself. */
function googleStylesheets(font: Font): string[] {
  const family = encodeURIComponent(font.family.trim()).replace(/%20/g, '+');
  const weights = [...new Set([weightOf(font) ?? 400, 700])];
  return weights.map((weight) => `https://fonts.googleapis.com/css2?family=${family}${weight === 400 ? '' : `:wght@${weight}`}&display=swap`);
}

function fontFace(font: Font, style: UrlStyle): string {
  const format = formatOf(font);
  const weight = weightOf(font);
  return `@font-face{font-family:${cssString(font.family)};src:url(${cssString(assetHref(style, font.source!))})${format ? ` format(${cssString(format)})` : ''};${weight ? `font-weight:${weight};` : ''}font-display:swap}`;
}

function fontCss(fonts: FontsConfig | undefined, style: UrlStyle): { css: string[]; stylesheets: string[] } {
  if (!fonts) return { css: [], stylesheets: [] };
  const { heading, body } = fontsOf(fonts);
  const css: string[] = [];
  const stylesheets: string[] = [];
  const loaded = new Set<string>();
  for (const font of [body, heading]) {
    if (!font) continue;
    const key = JSON.stringify(font);
    if (loaded.has(key)) continue;
    loaded.add(key);
    if (font.source) css.push(fontFace(font, style));
    else stylesheets.push(...googleStylesheets(font).filter((href) => !stylesheets.includes(href)));
  }
  const root: string[] = [];
  if (body) root.push(`--font:${cssString(body.family)}, ${fallbackFonts}`);
  if (heading) root.push(`--font-heading:${cssString(heading.family)}, ${fallbackFonts}`);
  if (root.length) css.push(`html:root{${root.join(';')}}`);
  // `html body` outweighs site.css's `body { font: ... }`, whose shorthand resets the weight.
  if (body && weightOf(body)) css.push(`html body{font-weight:${weightOf(body)}}`);
  if (heading) css.push(`h1,h2,h3,h4,h5,h6{font-family:var(--font-heading)${weightOf(heading) ? `;font-weight:${weightOf(heading)}` : ''}}`);
  return { css, stylesheets };
}

function backgroundCss(background: BackgroundConfig | undefined, style: UrlStyle): string[] {
  if (!background) return [];
  const css: string[] = [];
  const { color, image } = background;
  // `html:root` outweighs site.css's `:root`, wherever the stylesheets end up in the head.
  if (color?.light) css.push(`html:root{--bg:${color.light}}`);
  if (color?.dark) css.push(`html:root[data-theme=dark]{--bg:${color.dark}}`);
  if (image) {
    const light = typeof image === 'string' ? image : image.light;
    const dark = typeof image === 'string' ? image : image.dark;
    css.push(`html:root{--q-bg-image:url(${cssString(assetHref(style, light))})}`);
    if (dark !== light) css.push(`html:root[data-theme=dark]{--q-bg-image:url(${cssString(assetHref(style, dark))})}`);
  }
  return css;
}

/** The look of every page from docs.json `background` and `fonts`. */
export function siteLook(background: BackgroundConfig | undefined, fonts: FontsConfig | undefined, style: UrlStyle = rootStyle): SiteLook {
  const font = fontCss(fonts, style);
  return {
    bundledFont: !(fonts && fontsOf(fonts).body),
    css: [...backgroundCss(background, style), ...font.css].join('\n'),
    stylesheets: font.stylesheets,
    ...(background?.decoration ? { decoration: background.decoration } : {}),
    image: Boolean(background?.image),
  };
}
