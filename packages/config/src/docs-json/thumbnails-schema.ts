import { z } from 'zod';
import { unsupported } from './unsupported.ts';

export const ThumbnailsSchema = z
  .strictObject({
    background: z
      .string()
      .optional()
      .describe('Image of every page\'s link preview (og:image and twitter:image): a path in the docs repo or a URL. A page\'s own "og:image" wins.')
      .meta({ examples: ['/images/thumbnail.png'] }),
    appearance: unsupported(z.enum(['light', 'dark']).describe('Whether generated thumbnails are drawn light or dark.')),
    fonts: unsupported(z.object({ family: z.string().describe('A Google Fonts family.') }).describe('Font of generated thumbnails.')),
  })
  .describe('Link previews on social media: the image of every page.')
  .meta({ examples: [{ background: '/images/thumbnail.png' }] });

export type ThumbnailsConfig = z.output<typeof ThumbnailsSchema>;
