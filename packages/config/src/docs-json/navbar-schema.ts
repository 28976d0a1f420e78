import { z } from 'zod';
import { IconSchema, IconTypeSchema } from './icon-schema.ts';

/** Link types that show a service's icon and need no label. */
const serviceTypes = ['github', 'discord'];

const NavbarLinkSchema = z
  .strictObject({
    label: z
      .string()
      .optional()
      .describe('The link text; links of type "github" or "discord" may leave it out.')
      .meta({ examples: ['Blog'] }),
    href: z.string().describe('Where the link leads: a URL or a path of the site, such as "https://example.com/blog".'),
    icon: IconSchema.optional(),
    type: z.string().optional().describe('A service whose icon the link shows, such as "github" (or "discord"); left out for a plain link.'),
    iconType: IconTypeSchema(),
  })
  .refine((link) => link.label !== undefined || serviceTypes.includes(link.type ?? ''), {
    path: ['label'],
    error: 'a link needs a label unless its type is "github" or "discord"',
  })
  .describe('A link in the top bar.')
  .meta({ examples: [{ label: 'Blog', href: 'https://example.com/blog', icon: 'newspaper' }] });

const NavbarPrimarySchema = z
  .strictObject({
    type: z
      .enum(['button', 'github', 'discord'])
      .describe('"button" for a labelled button; "github" or "discord" for that service\'s button (a GitHub button shows the repository\'s stars).'),
    label: z
      .string()
      .optional()
      .describe('The button text; required for type "button".')
      .meta({ examples: ['Sign up'] }),
    href: z.string().describe('Where the button leads, such as "https://example.com/signup".'),
  })
  .refine((primary) => primary.type !== 'button' || primary.label !== undefined, {
    path: ['label'],
    error: 'a button of type "button" needs a label',
  })
  .describe('The call-to-action at the right end of the top bar.')
  .meta({
    examples: [
      { type: 'button', label: 'Sign up', href: 'https://example.com/signup' },
      { type: 'github', href: 'https://github.com/example/repo' },
    ],
  });

export const NavbarSchema = z
  .strictObject({
    links: z.array(NavbarLinkSchema).optional().describe('Links in the top bar, in order.'),
    primary: NavbarPrimarySchema.optional(),
  })
  .describe('The top bar: links, and one call-to-action.')
  .meta({
    examples: [{ links: [{ label: 'Support', href: 'mailto:support@example.com' }], primary: { type: 'github', href: 'https://github.com/example/repo' } }],
  });

export type NavbarConfig = z.output<typeof NavbarSchema>;
