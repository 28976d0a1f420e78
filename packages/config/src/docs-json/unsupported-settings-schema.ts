import { z } from 'zod';

// Settings of the hosted platform's docs.json that Quire does not use yet. They are written out so
// that docs.schema.json and the reference page describe them, and so that supporting one later is
// a matter of moving it; parsing never validates them (see `unsupported`).

export const PublicSchema = z
  .boolean()
  .describe('Whether pages are public by default on a site that requires sign-in.')
  .meta({ examples: [true] });

const integration = (fields: Record<string, string>, description: string) =>
  z
    .object(Object.fromEntries(Object.entries(fields).map(([key, about]) => [key, z.string().optional().describe(about)])))
    .optional()
    .describe(description);

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

export const InteractionSchema = z
  .object({
    drilldown: z.boolean().optional().describe('Whether opening a navigation group also opens its first page.'),
  })
  .describe('How readers move through the navigation.')
  .meta({ examples: [{ drilldown: false }] });

export const VariablesSchema = z
  .record(z.string(), z.string())
  .describe('Values substituted for `{{name}}` in the pages, by name, such as { "version": "2.4.0" }.')
  .meta({ examples: [{ version: '2.4.0' }] });

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
