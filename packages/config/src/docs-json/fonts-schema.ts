import { z } from 'zod';

const fontFields = {
  weight: z.number().optional().describe('Font weight of the text set in this font, such as 400; variable fonts accept values such as 550.'),
  source: z
    .string()
    .optional()
    .describe('URL or path (in the docs repo) of a self-hosted font file, such as "/fonts/Brand.woff2"; without it, the family loads from Google Fonts.'),
  format: z.enum(['woff', 'woff2']).optional().describe('Format of the self-hosted font file, "woff" or "woff2"; read from the file name when not set.'),
};

const FontSchema = z
  .strictObject({
    family: z.string().min(1).describe('Font family, such as "Inter": a Google Fonts family, or the name given to the self-hosted `source`.'),
    ...fontFields,
  })
  .describe('A font: its family, weight, and the file of a self-hosted one.')
  .meta({ examples: [{ family: 'Playfair Display', weight: 600 }] });

// Without fonts, text is set in Inter, a variable font served with the site.
export const FontsSchema = z
  .strictObject({
    family: z
      .string()
      .min(1)
      .optional()
      .describe('Font family of all text, such as "Inter": a Google Fonts family, or the name given to the self-hosted `source`.'),
    ...fontFields,
    heading: FontSchema.optional().describe('Font of the headings, instead of `family`.'),
    body: FontSchema.optional().describe('Font of the body text, instead of `family`.'),
  })
  .describe(
    'Fonts of the site: `family` for all text, `heading` and `body` to set them apart. Google Fonts families load from Google; others come from their `source`. Without `fonts`, text is set in Inter, a variable font served with the site.',
  )
  .meta({ examples: [{ family: 'Inter', heading: { family: 'Playfair Display' } }] });

export type FontsConfig = z.output<typeof FontsSchema>;
