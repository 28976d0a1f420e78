import { z } from 'zod';
import { HexColorSchema } from './hex-color-schema.ts';
import { unsupported } from './unsupported.ts';

export const BannerSchema = z
  .strictObject({
    content: z.string().min(1).describe('The announcement: Markdown with links, bold and italic, such as "Version 2 is out: [see what\'s new](/changelog)".'),
    dismissible: z.boolean().default(false).describe('Whether readers can close the banner; it then stays closed until its content changes.'),
    type: unsupported(
      z.enum(['info', 'warning', 'critical']).describe('The banner\'s style: "info" in the primary color, "warning" in amber, "critical" in red.'),
    ),
    color: unsupported(
      z
        .union([
          HexColorSchema,
          z.strictObject({
            light: HexColorSchema.optional().describe('Background color in light mode.'),
            dark: HexColorSchema.optional().describe('Background color in dark mode.'),
          }),
        ])
        .describe('Background color of the banner: a hex code, or { "light", "dark" }.'),
    ),
  })
  .describe('An announcement bar across the top of every page.')
  .meta({ examples: [{ content: "🚀 Version 2 is out: [see what's new](/changelog)", dismissible: true }] });

export type BannerConfig = z.output<typeof BannerSchema>;
