/**
 * Icon libraries and styles as docs written for the hosted platform name them, mapped onto the
 * sets Quire bundles (Font Awesome 7 free: regular, solid, brands; Lucide). Plain Node: the
 * docs.json check reads it as well as the icon lookup.
 */

/** The libraries docs.json `icons.library` and an icon's own `library` may name. */
export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

/** The bundled library that serves a library: Tabler is not bundled, Lucide (outlined like it, mostly named alike) stands in. */
export function servedLibrary(library: string | undefined): 'fontawesome' | 'lucide' {
  return library === 'lucide' || library === 'tabler' ? 'lucide' : 'fontawesome';
}

/**
 * The Font Awesome set that draws a style (`iconType`, or `style` of an icon object). The free
 * sets have regular, solid and brands: the Pro styles get the closest one (duotone and the sharp
 * solid look are filled, light and thin are outlined).
 */
export function fontAwesomeSet(style: string | undefined): 'fa7-regular' | 'fa7-solid' | 'fa7-brands' | undefined {
  const base = style
    ?.trim()
    .toLowerCase()
    .replace(/^sharp-(?:duotone-)?/, '');
  if (base === 'brands') return 'fa7-brands';
  if (base === 'solid' || base === 'duotone') return 'fa7-solid';
  if (base === 'regular' || base === 'light' || base === 'thin') return 'fa7-regular';
  return undefined;
}
