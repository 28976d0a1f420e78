import { z } from 'zod';

/** Platforms the hosted platform knows an icon for in `footer.socials`. */
export const socialPlatforms = [
  'x',
  'website',
  'facebook',
  'youtube',
  'discord',
  'slack',
  'github',
  'linkedin',
  'instagram',
  'hacker-news',
  'medium',
  'telegram',
  'twitter',
  'x-twitter',
  'earth-americas',
  'bluesky',
  'threads',
  'reddit',
  'podcast',
] as const;

const FooterColumnSchema = z
  .strictObject({
    header: z.string().optional().describe('The column\'s title, such as "Company".'),
    items: z
      .array(
        z
          .strictObject({
            label: z
              .string()
              .describe('The link text.')
              .meta({ examples: ['About'] }),
            href: z
              .string()
              .describe('Where the link leads: a URL or a path of the site.')
              .meta({ examples: ['https://example.com/about'] }),
          })
          .describe('A link in a footer column.'),
      )
      .describe('The links of the column, in order.'),
  })
  .describe('A column of links in the footer.')
  .meta({ examples: [{ header: 'Company', items: [{ label: 'About', href: 'https://example.com/about' }] }] });

export const FooterSchema = z
  .strictObject({
    socials: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        `Social profiles by platform, each with the profile's URL, such as { "github": "https://github.com/example" }. Platforms with an icon: ${socialPlatforms.join(', ')}.`,
      ),
    links: z.array(FooterColumnSchema).optional().describe('Columns of links, up to four.'),
  })
  .describe('The footer: social profiles and columns of links.')
  .meta({
    examples: [
      {
        socials: { github: 'https://github.com/example', x: 'https://x.com/example' },
        links: [{ header: 'Company', items: [{ label: 'Blog', href: 'https://example.com/blog' }] }],
      },
    ],
  });

export type FooterConfig = z.output<typeof FooterSchema>;
