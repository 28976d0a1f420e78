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

/**
 * Brand colors, as hex codes.
 *
 * @example { "primary": "#0D9373", "light": "#55D8B5", "dark": "#0A7A5F" }
 */
const ColorsSchema = z
  .strictObject({
    /** Accent color of links, buttons and highlights, such as "#0D9373". */
    primary: HexColorSchema.describe('Accent color of links, buttons and highlights, such as "#0D9373".'),
    /** Accent color on dark backgrounds (dark mode). */
    light: HexColorSchema.optional().describe('Accent color on dark backgrounds (dark mode), such as "#55D8B5".'),
    /** Accent color of buttons and hover states on light backgrounds. */
    dark: HexColorSchema.optional().describe('Accent color of buttons and hover states on light backgrounds, such as "#0A7A5F".'),
  })
  .describe('Brand colors, as hex codes.')
  .meta({ examples: [{ primary: '#0D9373', light: '#55D8B5', dark: '#0A7A5F' }] });

/**
 * The logo in the header: one image, or one per color mode.
 *
 * @example { "light": "/logo/light.svg", "dark": "/logo/dark.svg", "href": "https://example.com" }
 */
const LogoSchema = z
  .union([
    z.string().describe('Path of the logo image, used in both color modes.'),
    z.strictObject({
      /** Logo shown in light mode. */
      light: z.string().describe('Logo shown in light mode.'),
      /** Logo shown in dark mode. */
      dark: z.string().describe('Logo shown in dark mode.'),
      /** Where clicking the logo leads; the docs home when not set. */
      href: z.string().optional().describe('Where clicking the logo leads; the docs home when not set.'),
    }),
  ])
  .describe('The logo in the header: an image path, or { "light", "dark", "href" }.')
  .meta({ examples: [{ light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://example.com' }] });

/**
 * The browser tab icon: one image, or one per color mode.
 *
 * @example { "light": "/favicon-light.svg", "dark": "/favicon-dark.svg" }
 */
const FaviconSchema = z
  .union([
    z.string().describe('Path of the favicon, used in both color modes.'),
    z.strictObject({
      /** Favicon for light browser themes. */
      light: z.string().describe('Favicon for light browser themes.'),
      /** Favicon for dark browser themes. */
      dark: z.string().describe('Favicon for dark browser themes.'),
    }),
  ])
  .describe('The browser tab icon: an image path, or { "light", "dark" }. Without it, pages link Quire\'s default icon.')
  .meta({ examples: [{ light: '/favicon-light.svg', dark: '/favicon-dark.svg' }] });

/**
 * A moved page: readers of the old path are sent to the new one.
 *
 * @example { "source": "/old/quickstart", "destination": "/quickstart" }
 */
const RedirectSchema = z
  .strictObject({
    /** The old path. */
    source: z.string().describe('The old path, such as "/old/quickstart".'),
    /** Where readers of the old path are sent. */
    destination: z.string().describe('Where readers of the old path are sent, such as "/quickstart".'),
    /** Whether the move is permanent (301, search engines update their links) or temporary (302). */
    permanent: z.boolean().default(true).describe('Whether the move is permanent (301, search engines update their links) or temporary (302).'),
  })
  .meta({ examples: [{ source: '/old/quickstart', destination: '/quickstart' }] });

/**
 * What search engines see.
 *
 * @example { "metatags": { "og:image": "https://example.com/card.png" }, "indexing": "all" }
 */
const SeoSchema = z
  .strictObject({
    /** Meta tags added to every page, by name. */
    metatags: z
      .record(z.string(), z.string())
      .optional()
      .describe('Meta tags added to every page, by name, such as { "og:image": "https://example.com/card.png" }.'),
    /** Which pages search engines may index: those in the `navigable` navigation, or `all`, hidden ones included. */
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

/**
 * Light and dark mode.
 *
 * @example { "default": "dark", "strict": true }
 */
const AppearanceSchema = z
  .strictObject({
    /** The color mode readers start in: their system's, `light` or `dark`. */
    default: z.enum(['system', 'light', 'dark']).default('system').describe('The color mode readers start in: their "system" setting, "light" or "dark".'),
    /** Whether to hide the light/dark switch, keeping every reader in the `default` mode. */
    strict: z.boolean().default(false).describe('Whether to hide the light/dark switch, keeping every reader in the default mode.'),
  })
  .describe('Light and dark mode.')
  .meta({ examples: [{ default: 'dark', strict: true }] });

/**
 * The page shown for a path that does not exist.
 *
 * @example { "404": { "redirect": false, "title": "Nothing here", "description": "Try the [search](/) instead." } }
 */
const ErrorsSchema = z
  .strictObject({
    /** The "page not found" page. */
    '404': z
      .strictObject({
        /** Whether unknown paths lead to the home page instead of a "not found" page. */
        redirect: z.boolean().default(true).describe('Whether unknown paths lead to the home page instead of a "not found" page.'),
        /** Title of the "not found" page. */
        title: z.string().optional().describe('Title of the "not found" page, such as "Page not found".'),
        /** Text of the "not found" page, in Markdown. */
        description: z.string().optional().describe('Text of the "not found" page, in Markdown.'),
      })
      .optional()
      .describe('The "page not found" page.'),
  })
  .describe('Error pages.')
  .meta({ examples: [{ '404': { redirect: false, title: 'Nothing here', description: 'Try the [search](/) instead.' } }] });

/**
 * The search box.
 *
 * @example { "prompt": "Search the docs..." }
 */
const SearchSchema = z
  .strictObject({
    /** Placeholder text of the search box. */
    prompt: z.string().optional().describe('Placeholder text of the search box, such as "Search the docs...".'),
  })
  .describe('The search box.')
  .meta({ examples: [{ prompt: 'Search the docs...' }] });

/**
 * Page metadata shown on every page.
 *
 * @example { "timestamp": true }
 */
const MetadataSchema = z
  .strictObject({
    /** Whether every page shows when it was last modified. */
    timestamp: z.boolean().default(false).describe('Whether every page shows when it was last modified.'),
  })
  .describe('Page metadata shown on every page.')
  .meta({ examples: [{ timestamp: true }] });

/**
 * docs.json: the one configuration file of a Quire docs site.
 *
 * @example { "name": "Acme API", "colors": { "primary": "#0D9373" }, "navigation": { "openapi": "openapi.yaml" } }
 */
export const DocsConfigSchema = z
  .strictObject({
    /** JSON Schema that editors use for completion and checks. */
    $schema: z.string().optional().describe('JSON Schema that editors use for completion and checks, such as "./node_modules/@quire/config/docs.schema.json".'),
    /** The name of the product or project, shown in the header and in page titles. */
    name: z
      .string()
      .min(1)
      .describe('The name of the product or project, shown in the header and in page titles.')
      .meta({ examples: ['Acme'] }),
    /** One sentence about the product: the site's default meta description and the summary of llms.txt. */
    description: z
      .string()
      .optional()
      .describe('One sentence about the product: the site\'s default meta description and the summary of llms.txt, such as "Payments for developers."'),
    /** The hosted platform's theme name, such as `mint`; kept for compatibility, as Quire has one look. */
    theme: z
      .string()
      .optional()
      .describe('The hosted platform\'s theme name, such as "mint" or "maple"; accepted for compatibility, as Quire sites have one look.'),
    /** Brand colors, as hex codes. */
    colors: ColorsSchema.optional(),
    /** The logo in the header: an image path, or one per color mode. */
    logo: LogoSchema.optional(),
    /** The browser tab icon: an image path, or one per color mode. */
    favicon: FaviconSchema.optional(),
    /** The navigation tree: tabs, groups and pages, and the specs they use. */
    navigation: NavigationSchema,
    /** Settings of the generated API reference and its playground. */
    api: ApiSchema.prefault({}),
    /** Moved pages: readers of each `source` are sent to its `destination`. */
    redirects: z.array(RedirectSchema).optional().describe('Moved pages: readers of each "source" are sent to its "destination".'),
    /** What search engines see. */
    seo: SeoSchema.prefault({}),
    /** The top bar: links, and one call-to-action. */
    navbar: NavbarSchema.optional(),
    /** The footer: social profiles and columns of links. */
    footer: FooterSchema.optional(),
    /** Light and dark mode. */
    appearance: AppearanceSchema.optional(),
    /** An announcement bar across the top of every page. */
    banner: BannerSchema.optional(),
    /** Error pages. */
    errors: ErrorsSchema.optional(),
    /** The search box. */
    search: SearchSchema.optional(),
    /** Page metadata shown on every page. */
    metadata: MetadataSchema.optional(),
    /** The icon library icon names are looked up in first. */
    icons: IconsSchema.optional(),
    /** The page background: a color per mode, a decoration, an image. */
    background: BackgroundSchema.optional(),
    /** Fonts of the site. */
    fonts: FontsSchema.optional(),
    /** Styling of code blocks (and of page titles and math, not used yet). */
    styling: StylingSchema.prefault({}),
    /** The page menu: copy the page as Markdown, view it, open it in an AI assistant. */
    contextual: ContextualSchema.optional(),
    /** The image of link previews on social media. */
    thumbnails: ThumbnailsSchema.optional(),
    /** Variations of the content: a switcher in the header, and `<Variation id>` blocks on pages. */
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
