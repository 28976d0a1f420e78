import { z } from 'zod';
import { HexColorSchema } from './hex-color-schema.ts';

export const BackgroundSchema = z
  .strictObject({
    image: z
      .union([
        z.string().describe('Path (in the docs repo) or URL of the background image, used in both color modes.'),
        z
          .strictObject({
            light: z.string().describe('Path or URL of the background image in the light theme.'),
            dark: z.string().describe('Path or URL of the background image in the dark theme.'),
          })
          .describe('One background image per color mode.'),
      ])
      .optional()
      .describe('A background image behind the pages: a path in the docs repo or a URL, or { "light", "dark" }.')
      .meta({ examples: ['/images/background.png'] }),
    decoration: z
      .enum(['gradient', 'grid', 'windows'])
      .optional()
      .describe('A subtle pattern behind the pages: "gradient" (a glow of the accent color), "grid" (fine lines) or "windows" (outlined panes).'),
    color: z
      .strictObject({
        light: HexColorSchema.optional().describe('Background color in the light theme, such as "#F8FAFC".'),
        dark: HexColorSchema.optional().describe('Background color in the dark theme, such as "#0F172A".'),
      })
      .optional()
      .describe('The page background color in the light and dark theme, as hex codes.'),
  })
  .describe('The page background: a color per mode, a decoration, an image.')
  .meta({ examples: [{ decoration: 'gradient', color: { light: '#FFFFFF', dark: '#0B0D0E' } }] });

export type BackgroundConfig = z.output<typeof BackgroundSchema>;
