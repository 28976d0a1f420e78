import { readFileSync } from 'node:fs';
import { iconSetFiles } from 'virtual:quire/icons';
import site from 'virtual:quire/site';
import { escapeHtml } from '../data/escape-html.ts';
import { fontAwesomeSet, servedLibrary } from './icon-library.ts';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

export interface IconOptions {
  /** Font Awesome style asked for: `regular`, `solid`, `brands`; Pro-only styles get the closest free one. */
  iconType?: string | undefined;
  /** Library to look in first (`lucide`, `fontawesome`, `tabler`); by default docs.json `icons.library`. */
  library?: string | undefined;
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

/**
 * Where a name is looked up, first match first: the library asked for (else the site's) before
 * the other; within Font Awesome, the set of the style asked for before the rest.
 */
function setsFor(iconType: string | undefined, library: string | undefined): string[] {
  const all = Object.keys(iconSetFiles);
  const first = fontAwesomeSet(iconType);
  const fontAwesome = all.filter((s) => s.startsWith('fa')).sort((a, b) => Number(b === first) - Number(a === first));
  const others = all.filter((s) => !s.startsWith('fa'));
  return servedLibrary(library ?? site.iconLibrary) === 'lucide' ? [...others, ...fontAwesome] : [...fontAwesome, ...others];
}

/**
 * The inline SVG of an icon by name (`rocket`, `github`, `book-open`): Font Awesome names
 * first, as docs written for hosted platforms use, then Lucide (Lucide first when docs.json
 * `icons.library` says so). Unknown names give undefined, so a typo shows no icon rather than
 * failing the build.
 */
export function iconSvg(name: string | undefined, options: IconOptions = {}): string | undefined {
  if (!name) return undefined;
  const key = name
    .trim()
    .toLowerCase()
    .replace(/^fa[srlb]?-/, '');
  for (const setName of options.sets ?? setsFor(options.iconType, options.library)) {
    const set = iconSet(setName);
    if (!set) continue;
    const icon = set.icons[key] ?? set.icons[set.aliases?.[key]?.parent ?? ''];
    if (!icon) continue;
    const width = icon.width ?? set.width ?? 16;
    const height = icon.height ?? set.height ?? 16;
    const size =
      options.size === undefined || options.size === '' ? '1em' : /^\d+(\.\d+)?$/.test(String(options.size)) ? `${options.size}px` : String(options.size);
    const style = [`width:${size}`, `height:${size}`, options.color && !/[;{}<>]/.test(options.color) ? `color:${options.color}` : '']
      .filter(Boolean)
      .join(';');
    const className = ['q-icon', options.className].filter(Boolean).join(' ');
    return `<svg class="${escapeHtml(className)}" style="${escapeHtml(style)}" viewBox="0 0 ${width} ${height}" aria-hidden="true" focusable="false">${icon.body}</svg>`;
  }
  return undefined;
}

/** Whether an icon prop is an image (URL or path to a file) rather than an icon name. */
export function isIconImage(icon: string): boolean {
  return /^(https?:)?\/\//.test(icon) || icon.startsWith('/') || icon.startsWith('./') || /\.(svg|png|jpe?g|gif|webp|avif)$/i.test(icon);
}

/** An `icon` prop as authors write it: a name or image path, or `{ name, style, library }`. */
export type IconProp = string | { name: string; style?: string; library?: string };

/** An icon prop read: its name (or image path), and the style and library it asks for. */
export interface IconRef {
  name: string;
  iconType?: string | undefined;
  library?: string | undefined;
}

/**
 * What an `icon` prop names: a string, or an object `{ name, style, library }` as the hosted
 * platform also accepts (`icon={{ name: "rocket", style: "duotone" }}`); the object's style wins
 * over `iconType`. Anything else (JSX, a number) gives undefined.
 */
export function iconRef(icon: unknown, iconType?: unknown): IconRef | undefined {
  const type = typeof iconType === 'string' ? iconType : undefined;
  if (typeof icon === 'string') return icon.trim() ? { name: icon, iconType: type } : undefined;
  if (!icon || typeof icon !== 'object' || 'props' in icon) return undefined;
  const { name, style, library } = icon as Record<string, unknown>;
  if (typeof name !== 'string' || !name.trim()) return undefined;
  return { name, iconType: typeof style === 'string' ? style : type, library: typeof library === 'string' ? library : undefined };
}
