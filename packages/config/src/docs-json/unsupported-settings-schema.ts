import { z } from 'zod';
import { HexColorSchema } from './hex-color-schema.ts';
import { iconLibraries } from './icon-schema.ts';

// Settings of the hosted platform's docs.json that Quire does not use yet. They are written out so
// that docs.schema.json and the reference page describe them, and so that supporting one later is
// a matter of moving it; parsing never validates them (see `unsupported`).

const colorPair = (what: string) =>
  z
    .object({
      light: HexColorSchema.optional().describe(`${what} in light mode.`),
      dark: HexColorSchema.optional().describe(`${what} in dark mode.`),
    })
    .describe(`${what} in light and dark mode, as hex codes.`);

const imagePair = (what: string) =>
  z
    .union([
      z.string().describe(`Path or URL of the ${what}, used in both color modes.`),
      z
        .object({
          light: z.string().describe(`The ${what} in light mode.`),
          dark: z.string().describe(`The ${what} in dark mode.`),
        })
        .describe(`One ${what} per color mode.`),
    ])
    .describe(`The ${what}: one path or URL, or { "light", "dark" }.`);

/** @example true */
export const PublicSchema = z.boolean().describe('Whether pages are public by default on a site that requires sign-in.')
  .meta({ examples: [true] });

/** @example { "decoration": "gradient", "color": { "light": "#FFFFFF", "dark": "#0B0D0E" } } */
export const BackgroundSchema = z
  .object({
    image: imagePair('background image').optional(),
    decoration: z.enum(['gradient', 'grid', 'windows']).optional().describe('A decorative background pattern.'),
    color: colorPair('Background color').optional(),
  })
  .describe('Background image, decoration and colors.')
  .meta({ examples: [{ decoration: 'gradient', color: { light: '#FFFFFF', dark: '#0B0D0E' } }] });

const FontSchema = z
  .object({
    family: z.string().describe('Font family, such as "Inter"; Google Fonts families load on their own.'),
    weight: z.number().optional().describe('Font weight, such as 400; variable fonts accept values such as 550.'),
    source: z.string().optional().describe('URL or path of a self-hosted font file.'),
    format: z.enum(['woff', 'woff2']).optional().describe('Format of the self-hosted font file; required with `source`.'),
  })
  .describe('A font: family, weight, and where a self-hosted one comes from.');

/** @example { "family": "Inter", "heading": { "family": "Playfair Display" } } */
export const FontsSchema = z
  .object({
    ...FontSchema.shape,
    family: z.string().optional().describe('Font family, such as "Inter"; Google Fonts families load on their own.'),
    heading: FontSchema.optional().describe('Font of the headings.'),
    body: FontSchema.optional().describe('Font of the body text.'),
  })
  .describe('Fonts of the site: one font, or { "heading", "body" }.')
  .meta({ examples: [{ family: 'Inter', heading: { family: 'Playfair Display' } }] });

/** @example { "library": "lucide" } */
export const IconsSchema = z
  .object({
    library: z.enum(iconLibraries).describe('The icon library every icon name refers to: "fontawesome", "lucide" or "tabler".'),
  })
  .describe('The icon library of the site.')
  .meta({ examples: [{ library: 'lucide' }] });

/** @example { "eyebrows": "breadcrumbs", "codeblocks": "dark" } */
export const StylingSchema = z
  .object({
    eyebrows: z.enum(['section', 'breadcrumbs']).optional().describe('What is shown above page titles: the "section" name or the "breadcrumbs".'),
    latex: z.boolean().optional().describe('Whether to load the LaTeX stylesheets; detected from the pages when not set.'),
    codeblocks: z
      .union([
        z.enum(['system', 'dark']).describe('"system" follows the color mode; "dark" is always dark.'),
        z.string().describe('A Shiki theme name, such as "github-dark".'),
        z
          .object({
            theme: z
              .union([
                z.string().describe('A Shiki theme for both color modes.'),
                z
                  .object({
                    light: z.string().describe('Shiki theme in light mode.'),
                    dark: z.string().describe('Shiki theme in dark mode.'),
                  })
                  .describe('One Shiki theme per color mode.'),
              ])
              .optional()
              .describe('A Shiki theme, or { "light", "dark" }.'),
            languages: z
              .object({
                custom: z.array(z.string()).optional().describe('Paths of TextMate grammar JSON files of extra languages.'),
              })
              .optional()
              .describe('Extra languages for code blocks.'),
          })
          .describe('Themes and extra languages of code blocks.'),
      ])
      .optional()
      .describe('The theme of code blocks.'),
  })
  .describe('Styling of page titles, math and code blocks.')
  .meta({ examples: [{ eyebrows: 'breadcrumbs', codeblocks: 'dark' }] });

const integration = (fields: Record<string, string>, description: string) =>
  z
    .object(Object.fromEntries(Object.entries(fields).map(([key, about]) => [key, z.string().optional().describe(about)])))
    .optional()
    .describe(description);

/** @example { "ga4": { "measurementId": "G-XXXXXXX" }, "posthog": { "apiKey": "phc_..." } } */
export const IntegrationsSchema = z
  .object({
    adobe: integration({ launchUrl: 'Adobe Launch URL.' }, 'Adobe Analytics.'),
    amplitude: integration({ apiKey: 'Amplitude API key.' }, 'Amplitude.'),
    clarity: integration({ projectId: 'Microsoft Clarity project ID.' }, 'Microsoft Clarity.'),
    clearbit: integration({ publicApiKey: 'Clearbit public API key.' }, 'Clearbit.'),
    cookies: integration({ key: 'Name of the consent cookie.', value: 'Value of the consent cookie.' }, 'Cookie consent.'),
    fathom: integration({ siteId: 'Fathom site ID.' }, 'Fathom.'),
    frontchat: integration({ snippetId: 'Front chat snippet ID.' }, 'Front chat.'),
    ga4: integration({ measurementId: 'Google Analytics 4 measurement ID, such as "G-XXXXXXX".' }, 'Google Analytics 4.'),
    gtm: integration({ tagId: 'Google Tag Manager container ID.' }, 'Google Tag Manager.'),
    heap: integration({ appId: 'Heap app ID.' }, 'Heap.'),
    hightouch: integration({ writeKey: 'Hightouch write key.', apiHost: 'Hightouch API host.' }, 'Hightouch.'),
    hotjar: integration({ hjid: 'Hotjar site ID.', hjsv: 'Hotjar script version.' }, 'Hotjar.'),
    intercom: integration({ appId: 'Intercom app ID.' }, 'Intercom.'),
    koala: integration({ publicApiKey: 'Koala public API key.' }, 'Koala.'),
    logrocket: integration({ appId: 'LogRocket app ID.' }, 'LogRocket.'),
    mixpanel: integration({ projectToken: 'Mixpanel project token.', region: 'Mixpanel region: "us", "eu" or "in".' }, 'Mixpanel.'),
    onetrust: integration(
      { domainScript: 'OneTrust domain script ID.', categoryId: 'OneTrust category ID.', scriptSource: 'URL of the OneTrust script.' },
      'OneTrust cookie consent.',
    ),
    pirsch: integration({ id: 'Pirsch site ID.' }, 'Pirsch.'),
    plausible: integration({ domain: 'Plausible domain.', server: 'Self-hosted Plausible server.' }, 'Plausible.'),
    posthog: z
      .object({
        apiKey: z.string().describe('PostHog API key, starting with "phc_".'),
        apiHost: z.string().optional().describe('Self-hosted PostHog host.'),
        sessionRecording: z.boolean().optional().describe('Whether to record sessions.'),
      })
      .optional()
      .describe('PostHog.'),
    segment: integration({ key: 'Segment write key.', cdnUrl: 'HTTPS URL of a Segment CDN proxy.' }, 'Segment.'),
    telemetry: z
      .object({ enabled: z.boolean().optional().describe('Whether the platform collects usage data and feedback.') })
      .optional()
      .describe("The platform's own telemetry."),
    transcend: integration({ bundleId: 'Transcend bundle ID.', analyticsPurpose: 'Transcend purpose that gates analytics.' }, 'Transcend consent.'),
  })
  .describe('Analytics, chat and consent services loaded on every page.')
  .meta({ examples: [{ ga4: { measurementId: 'G-XXXXXXX' }, posthog: { apiKey: 'phc_...' } }] });

const contextualOptions = [
  'assistant', 'copy', 'view', 'chatgpt', 'claude', 'perplexity', 'grok', 'aistudio', 'devin', 'windsurf',
  'mcp', 'add-mcp', 'cursor', 'vscode', 'devin-mcp',
] as const;

/** @example { "options": ["copy", "view", "chatgpt", "claude"] } */
export const ContextualSchema = z
  .object({
    options: z
      .array(
        z.union([
          z.enum(contextualOptions).describe(`A built-in action: ${contextualOptions.join(', ')}.`),
          z
            .object({
              title: z.string().describe('Title of the action.'),
              description: z.string().describe('One line under the title.'),
              icon: z.string().optional().describe('Icon of the action.'),
              href: z
                .union([
                  z.string().describe('The URL; $page, $path and $mcp are replaced.'),
                  z
                    .object({
                      base: z.string().describe('The URL without its query.'),
                      query: z
                        .array(
                          z
                            .object({
                              key: z.string().describe('Query parameter name.'),
                              value: z.string().describe('Query parameter value; $page, $path and $mcp are replaced.'),
                            })
                            .describe('A query parameter.'),
                        )
                        .optional()
                        .describe('Query parameters.'),
                    })
                    .describe('A URL and its query parameters.'),
                ])
                .describe('Where the action leads.'),
            })
            .describe('A custom action.'),
        ]),
      )
      .describe('Actions of the menu, the first one being the default, such as ["copy", "chatgpt"].'),
    display: z.enum(['header', 'toc']).optional().describe('Where the menu shows: at the top of the page ("header") or in the table of contents ("toc").'),
  })
  .describe('A menu of page actions: copy as Markdown, open in an AI assistant, connect an MCP server.')
  .meta({ examples: [{ options: ['copy', 'view', 'chatgpt', 'claude'] }] });

/** @example { "appearance": "dark", "background": "/images/thumbnail.png" } */
export const ThumbnailsSchema = z
  .object({
    appearance: z.enum(['light', 'dark']).optional().describe('Whether social thumbnails are drawn light or dark.'),
    background: z.string().optional().describe('Background image of the thumbnails: a path or URL.'),
    fonts: z
      .object({ family: z.string().describe('A Google Fonts family.') })
      .optional()
      .describe('Font of the thumbnails.'),
  })
  .describe('Social media thumbnails (og:image) generated for each page.')
  .meta({ examples: [{ appearance: 'dark', background: '/images/thumbnail.png' }] });

/** @example { "drilldown": false } */
export const InteractionSchema = z
  .object({
    drilldown: z.boolean().optional().describe('Whether opening a navigation group also opens its first page.'),
  })
  .describe('How readers move through the navigation.')
  .meta({ examples: [{ drilldown: false }] });

/** @example { "version": "2.4.0" } */
export const VariablesSchema = z
  .record(z.string(), z.string())
  .describe('Values substituted for `{{name}}` in the pages, by name, such as { "version": "2.4.0" }.')
  .meta({ examples: [{ version: '2.4.0' }] });

/** @example { "instructions": "Prefer the CLI to the REST API." } */
export const MarkdownSchema = z
  .object({
    schema: z.boolean().optional().describe('Whether API pages served as Markdown include the whole spec.'),
    instructions: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .describe('Instructions appended to every page served as Markdown to AI agents.'),
  })
  .describe('The Markdown served to AI agents.')
  .meta({ examples: [{ instructions: 'Prefer the CLI to the REST API.' }] });
