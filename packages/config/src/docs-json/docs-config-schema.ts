import { z } from 'zod';
import { ApiSchema } from './api-schema.ts';
import { BannerSchema } from './banner-schema.ts';
import { FooterSchema } from './footer-schema.ts';
import { HexColorSchema } from './hex-color-schema.ts';
import { IconsSchema } from './icon-schema.ts';
import { NavbarSchema } from './navbar-schema.ts';
import { NavigationSchema } from './navigation-schema.ts';
import { unsupported } from './unsupported.ts';
import { BackgroundSchema } from './background-schema.ts';
import { ContextualSchema } from './contextual-schema.ts';
import { FontsSchema } from './fonts-schema.ts';
import { StylingSchema } from './styling-schema.ts';
import { ThumbnailsSchema } from './thumbnails-schema.ts';
import { VariationsSchema } from './variations-schema.ts';
import { IntegrationsSchema, InteractionSchema, MarkdownSchema, PublicSchema, VariablesSchema } from './unsupported-settings-schema.ts';

const ColorsSchema = z
  .strictObject({
    primary: HexColorSchema.describe('Accent color of links, buttons and highlights, such as "#0D9373".'),
    light: HexColorSchema.optional().describe('Accent color on dark backgrounds (dark mode), such as "#55D8B5".'),
    dark: HexColorSchema.optional().describe('Accent color of buttons and hover states on light backgrounds, such as "#0A7A5F".'),
  })
  .describe('Brand colors, as hex codes.')
  .meta({ examples: [{ primary: '#0D9373', light: '#55D8B5', dark: '#0A7A5F' }] });

const LogoSchema = z
  .union([
    z.string().describe('Path of the logo image, used in both color modes.'),
    z.strictObject({
      light: z.string().describe('Logo shown in light mode.'),
      dark: z.string().describe('Logo shown in dark mode.'),
      href: z.string().optional().describe('Where clicking the logo leads; the docs home when not set.'),
    }),
  ])
  .describe('The logo in the header: an image path, or { "light", "dark", "href" }.')
  .meta({ examples: [{ light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://example.com' }] });

const FaviconSchema = z
  .union([
    z.string().describe('Path of the favicon, used in both color modes.'),
    z.strictObject({
      light: z.string().describe('Favicon for light browser themes.'),
      dark: z.string().describe('Favicon for dark browser themes.'),
    }),
  ])
  .describe('The browser tab icon: an image path, or { "light", "dark" }. Without it, pages link Quire\'s default icon.')
  .meta({ examples: [{ light: '/favicon-light.svg', dark: '/favicon-dark.svg' }] });

const RedirectSchema = z
  .strictObject({
    source: z.string().describe('The old path, such as "/old/quickstart".'),
    destination: z.string().describe('Where readers of the old path are sent, such as "/quickstart".'),
    permanent: z.boolean().default(true).describe('Whether the move is permanent (301, search engines update their links) or temporary (302).'),
  })
  .meta({ examples: [{ source: '/old/quickstart', destination: '/quickstart' }] });

const SeoSchema = z
  .strictObject({
    metatags: z
      .record(z.string(), z.string())
      .optional()
      .describe('Meta tags added to every page, by name, such as { "og:image": "https://example.com/card.png" }.'),
    indexing: z
      .enum(['navigable', 'all'])
      .default('navigable')
      .describe('Which pages search engines may index: those in the navigation ("navigable"), or "all", hidden ones included.'),
    paths: unsupported(
      z
        .array(
          z
            .strictObject({
              path: z.string().describe('A folder of the docs, such as "guides/v2".'),
              metatags: z.record(z.string(), z.string()).describe('Meta tags of the pages under `path`, by name.'),
            })
            .describe('Meta tags of the pages in one folder.'),
        )
        .describe('Meta tags by folder; longer paths override shorter ones, and `metatags`.'),
    ),
    organization: unsupported(
      z
        .object({
          id: z.string().optional().describe('The @id URL of the organization, such as "https://example.com/#organization".'),
          name: z.string().optional().describe('Name of the organization; the site name when not set.'),
          legalName: z.string().optional().describe('Registered legal name.'),
          url: z.string().optional().describe("The organization's home page."),
          logo: z.string().optional().describe('URL of the logo used in structured data.'),
          sameAs: z.array(z.string()).optional().describe('URLs of official profiles.'),
        })
        .describe('The organization described in the structured data (JSON-LD) of every page.'),
    ),
    trailingSlash: unsupported(z.boolean().describe('Whether canonical URLs, the sitemap and internal links end with a slash.')),
  })
  .describe('What search engines see.')
  .meta({ examples: [{ metatags: { 'og:image': 'https://example.com/card.png' }, indexing: 'all' }] });

const AppearanceSchema = z
  .strictObject({
    default: z.enum(['system', 'light', 'dark']).default('system').describe('The color mode readers start in: their "system" setting, "light" or "dark".'),
    strict: z.boolean().default(false).describe('Whether to hide the light/dark switch, keeping every reader in the default mode.'),
  })
  .describe('Light and dark mode.')
  .meta({ examples: [{ default: 'dark', strict: true }] });

const ErrorsSchema = z
  .strictObject({
    '404': z
      .strictObject({
        redirect: z.boolean().default(true).describe('Whether unknown paths lead to the home page instead of a "not found" page.'),
        title: z.string().optional().describe('Title of the "not found" page, such as "Page not found".'),
        description: z.string().optional().describe('Text of the "not found" page, in Markdown.'),
      })
      .optional()
      .describe('The "page not found" page.'),
  })
  .describe('Error pages.')
  .meta({ examples: [{ '404': { redirect: false, title: 'Nothing here', description: 'Try the [search](/) instead.' } }] });

const SearchSchema = z
  .strictObject({
    prompt: z.string().optional().describe('Placeholder text of the search box, such as "Search the docs...".'),
  })
  .describe('The search box.')
  .meta({ examples: [{ prompt: 'Search the docs...' }] });

const MetadataSchema = z
  .strictObject({
    timestamp: z.boolean().default(false).describe('Whether every page shows when it was last modified.'),
  })
  .describe('Page metadata shown on every page.')
  .meta({ examples: [{ timestamp: true }] });

// Each setting's text is said once, by its schema's `.describe()` and `.meta()` examples: the JSON
// Schema (`npm run schema`) and the docs reference (`npm run docs:reference`) are written from them.
export const DocsConfigSchema = z
  .strictObject({
    $schema: z.string().optional().describe('JSON Schema that editors use for completion and checks, such as "./node_modules/@quire/config/docs.schema.json".'),
    name: z
      .string()
      .min(1)
      .describe('The name of the product or project, shown in the header and in page titles.')
      .meta({ examples: ['Acme'] }),
    description: z
      .string()
      .optional()
      .describe('One sentence about the product: the site\'s default meta description and the summary of llms.txt, such as "Payments for developers."'),
    theme: z
      .string()
      .optional()
      .describe('The hosted platform\'s theme name, such as "mint" or "maple"; accepted for compatibility, as Quire sites have one look.'),
    colors: ColorsSchema.optional(),
    logo: LogoSchema.optional(),
    favicon: FaviconSchema.optional(),
    navigation: NavigationSchema,
    api: ApiSchema.prefault({}),
    redirects: z.array(RedirectSchema).optional().describe('Moved pages: readers of each "source" are sent to its "destination".'),
    seo: SeoSchema.prefault({}),
    navbar: NavbarSchema.optional(),
    footer: FooterSchema.optional(),
    appearance: AppearanceSchema.optional(),
    banner: BannerSchema.optional(),
    errors: ErrorsSchema.optional(),
    search: SearchSchema.optional(),
    metadata: MetadataSchema.optional(),
    icons: IconsSchema.optional(),
    background: BackgroundSchema.optional(),
    fonts: FontsSchema.optional(),
    styling: StylingSchema.prefault({}),
    contextual: ContextualSchema.optional(),
    thumbnails: ThumbnailsSchema.optional(),
    variations: VariationsSchema.optional(),
    // Keys of the hosted platform's docs.json that Quire accepts but does not use yet.
    public: unsupported(PublicSchema),
    integrations: unsupported(IntegrationsSchema),
    interaction: unsupported(InteractionSchema),
    variables: unsupported(VariablesSchema),
    markdown: unsupported(MarkdownSchema),
  })
  .meta({
    title: 'Quire docs.json',
    description: 'Configuration of a Quire documentation site.',
    examples: [{ name: 'Acme API', colors: { primary: '#0D9373' }, navigation: { openapi: 'openapi.yaml' } }],
  });

/** docs.json after parsing, with defaults filled in; keys Quire does not use yet are never in it. */
export type DocsConfig = z.output<typeof DocsConfigSchema>;
/** docs.json as a person writes it: defaulted fields are optional. */
export type DocsUserConfig = z.input<typeof DocsConfigSchema>;
