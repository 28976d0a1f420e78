import { readFileSync } from 'node:fs';
import { iconSetFiles } from 'virtual:quire/icons';
import { escapeHtml } from '../data/escape-html.ts';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

export interface IconOptions {
  /** Font Awesome style asked for: `regular`, `solid`, `brands` (Pro-only styles fall back to regular). */
  iconType?: string | undefined;
  /** Look only in these sets, in this order (for example `['lucide']`). */
  sets?: readonly string[] | undefined;
  /** Size in pixels; default 1em, so an icon follows the text around it. */
  size?: number | string | undefined;
  color?: string | undefined;
  className?: string | undefined;
}

const loaded = new Map<string, IconSet>();

/** An icon set, read once per build; only the icons a page names end up in its HTML. */
function iconSet(name: string): IconSet | undefined {
  const file = iconSetFiles[name];
  if (!file) return undefined;
  let set = loaded.get(name);
  if (!set) {
    set = JSON.parse(readFileSync(file, 'utf8')) as IconSet;
    loaded.set(name, set);
  }
  return set;
}

function setsFor(iconType: string | undefined): string[] {
  const all = Object.keys(iconSetFiles);
  const first = iconType === 'solid' || iconType === 'sharp-solid' ? 'fa7-solid' : iconType === 'brands' ? 'fa7-brands' : undefined;
  return first ? [first, ...all.filter((s) => s !== first)] : all;
}

/**
 * The inline SVG of an icon by name (`rocket`, `github`, `book-open`): Font Awesome names
 * first, as docs written for hosted platforms use, then Lucide. Unknown names give undefined,
 * so a typo shows no icon rather than failing the build.
 */
export function iconSvg(name: string | undefined, options: IconOptions = {}): string | undefined {
  if (!name) return undefined;
  const key = name.trim().toLowerCase().replace(/^fa[srlb]?-/, '');
  for (const setName of options.sets ?? setsFor(options.iconType)) {
    const set = iconSet(setName);
    if (!set) continue;
    const icon = set.icons[key] ?? set.icons[set.aliases?.[key]?.parent ?? ''];
    if (!icon) continue;
    const width = icon.width ?? set.width ?? 16;
    const height = icon.height ?? set.height ?? 16;
    const size = options.size === undefined || options.size === '' ? '1em' : /^\d+(\.\d+)?$/.test(String(options.size)) ? `${options.size}px` : String(options.size);
    const style = [`width:${size}`, `height:${size}`, options.color && !/[;{}<>]/.test(options.color) ? `color:${options.color}` : ''].filter(Boolean).join(';');
    const className = ['q-icon', options.className].filter(Boolean).join(' ');
    return `<svg class="${escapeHtml(className)}" style="${escapeHtml(style)}" viewBox="0 0 ${width} ${height}" aria-hidden="true" focusable="false">${icon.body}</svg>`;
  }
  return undefined;
}

/** Whether an icon prop is an image (URL or path to a file) rather than an icon name. */
export function isIconImage(icon: string): boolean {
  return /^(https?:)?\/\//.test(icon) || icon.startsWith('/') || icon.startsWith('./') || /\.(svg|png|jpe?g|gif|webp|avif)$/i.test(icon);
}
