import { z } from 'zod';
import { OriginSchema } from './origin-schema.ts';
import { SpecSourceSchema } from './spec-source-schema.ts';
import { unsupported } from './unsupported.ts';

const PlaygroundSchema = z
  .strictObject({
    display: z
      .union([z.enum(['interactive', 'simple', 'none']), z.literal('auth').transform(() => 'interactive' as const)])
      .prefault('interactive')
      .describe(
        'How the playground shows on API pages: "interactive" sends requests, "simple" only shows them, "none" hides it. "auth" is read as "interactive", since a Quire site has no sign-in.',
      ),
    proxy: z
      .boolean()
      .default(true)
      .describe(
        "Whether requests go through the docs site's relay (POST /api/request). Set false to send them straight from the browser to the API, which must then allow CORS.",
      ),
    allowedOrigins: z
      .array(OriginSchema)
      .optional()
      .describe(
        'Origins the playground\'s relay may reach besides the servers the site\'s OpenAPI specs declare: scheme, host and optional port, such as "https://sandbox.example.com". A leading "*." on the host allows every subdomain.',
      )
      .meta({ examples: [['https://sandbox.example.com', 'https://*.api.example.com']] }),
    credentials: z
      .boolean()
      .default(false)
      .describe(
        "Whether requests sent straight from the browser (proxy false) carry the reader's cookies and HTTP authentication for the API's site. The API must then answer CORS with Access-Control-Allow-Credentials: true and its exact origin. Has no effect through the relay.",
      ),
  })
  .describe('The API playground on generated API pages.');

const ExamplesSchema = z
  .strictObject({
    languages: z.array(z.string()).optional().describe('Languages of the generated request examples, in tab order, such as ["curl", "javascript", "python"].'),
    defaults: z.enum(['required', 'all']).default('all').describe('Which parameters the examples fill in: only the "required" ones, or "all".'),
    autogenerate: z.boolean().default(true).describe('Whether to generate request examples from the spec when it has none of its own.'),
    prefill: unsupported(z.boolean().describe("Whether the playground's fields start filled with the spec's examples.")),
  })
  .describe('Request examples shown on API pages.');

const ParamsSchema = z
  .strictObject({
    expanded: z.enum(['all', 'closed']).default('closed').describe('Whether nested parameters start "all" open or "closed".'),
    post: unsupported(z.array(z.string()).describe('Schema keywords shown as labels beside every parameter, such as ["format", "x-internal"].')),
  })
  .describe('How parameters are listed on API pages.');

const MdxSchema = z
  .strictObject({
    server: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .describe('Base URL (or URLs, for a server picker) that MDX-only endpoint pages send requests to.'),
    auth: z
      .strictObject({
        method: z.enum(['bearer', 'basic', 'key', 'cobo']).optional().describe('How the credential is sent.'),
        name: z
          .string()
          .optional()
          .describe('Name of the header or query parameter that carries a "key".')
          .meta({ examples: ['X-Api-Key'] }),
      })
      .optional()
      .describe('Authentication the playground asks for on MDX-only endpoint pages.'),
  })
  .describe('Settings for endpoint pages written in MDX without an OpenAPI spec.');

const specList = (kind: string, example: string) =>
  z
    .union([SpecSourceSchema, z.array(SpecSourceSchema)])
    .optional()
    .describe(`${kind} specs that MDX pages may reference without appearing in the navigation: a path or URL, or a list.`)
    .meta({ examples: [[example]] });

// Every part has defaults, so the parsed config always has `api.playground`, `api.examples` and `api.params`.
export const ApiSchema = z
  .strictObject({
    playground: PlaygroundSchema.prefault({}),
    examples: ExamplesSchema.prefault({}),
    params: ParamsSchema.prefault({}),
    mdx: MdxSchema.optional(),
    openapi: specList('OpenAPI', 'https://api.example.com/openapi.json'),
    asyncapi: specList('AsyncAPI', 'asyncapi.yaml'),
    url: unsupported(z.enum(['full']).describe('"full" shows the whole base URL on every endpoint page, not only when there are several.')),
  })
  .describe('Settings of the generated API reference and its playground.')
  .meta({ examples: [{ playground: { display: 'simple' }, examples: { languages: ['curl', 'python'] } }] });

export type ApiConfig = z.output<typeof ApiSchema>;
