import { z } from 'zod';
import { unsupported } from './unsupported.ts';

/** An icon as docs.json may write it: a name or image path, or `{ name, style, library }`. */
export type IconInput = string | { name: string; style?: string; library?: string };

/** Font Awesome styles the hosted platform accepts in `iconType` and `icon.style`. */
export const iconStyles = ['regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands'] as const;

/** Icon libraries the hosted platform accepts in `icons.library` and `icon.library`. */
export const iconLibraries = ['fontawesome', 'lucide', 'tabler'] as const;

// The object form parses to its name; style and library are not used yet. One schema serves every
// icon field, so `style` warns once wherever icons use it.
export const IconSchema = z
  .union([
    z.string().describe('An icon name, such as "rocket", or the path or URL of an image.'),
    z
      .strictObject({
        name: z.string().describe('The icon name, such as "rocket".'),
        style: unsupported(z.enum(iconStyles).describe('The Font Awesome style of the icon, such as "duotone".')),
        library: unsupported(z.enum(iconLibraries).describe('The library the icon comes from, when it is not the site-wide one.')),
      })
      .transform((icon) => icon.name),
  ])
  .meta({
    id: 'Icon',
    description: 'Icon shown beside the label: an icon name or an image path, or { "name", "style", "library" }.',
    examples: ['rocket', { name: 'rocket', style: 'duotone' }],
  });

export const IconTypeSchema = () => unsupported(z.enum(iconStyles).describe('The Font Awesome style of the icon, such as "duotone".'));

export const IconsSchema = z
  .strictObject({
    library: z
      .enum(iconLibraries)
      .describe('The icon library icon names refer to: "fontawesome" (the default), "lucide" or "tabler" (served by Lucide in Quire).'),
  })
  .describe('The icon library of the site.')
  .meta({ examples: [{ library: 'lucide' }] });
