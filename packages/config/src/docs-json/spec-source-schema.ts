import { z } from 'zod';

/**
 * Where an OpenAPI or AsyncAPI document comes from: a path in the docs repo or the URL of a hosted
 * document, optionally with the folder that receives the generated pages.
 *
 * @example "openapi/v2.yaml"
 * @example { "source": "https://api.example.com/openapi.json", "directory": "reference" }
 */
export type SpecSource = string | { source: string; directory?: string; overlays?: string[] };

export const SpecSourceSchema: z.ZodType<SpecSource, SpecSource> = z
  .union([
    z.string().describe('Path to the spec in the docs repo, or the URL of a hosted document.'),
    z.strictObject({
      source: z
        .string()
        .describe('Path to the spec in the docs repo, or the URL of a hosted document.')
        .meta({ examples: ['https://api.example.com/openapi.json'] }),
      directory: z
        .string()
        .optional()
        .describe('Folder that receives the generated pages; `api-reference` when not set.')
        .meta({ examples: ['reference'] }),
      overlays: z
        .array(z.string())
        .optional()
        .describe(
          'OpenAPI Overlay documents (1.0 or 1.1; paths in the docs repo or URLs) applied to the spec in order, after it is read and before it is validated: pages, navigation and `quire check` see the changed spec.',
        )
        .meta({ examples: [['overlays/public.yaml']] }),
    }),
  ])
  .meta({
    id: 'SpecSource',
    examples: ['openapi/v2.yaml', { source: 'https://api.example.com/openapi.json', directory: 'reference' }],
    description: 'A spec path or URL, or { "source": path or URL, "directory": folder for the generated pages }.',
  });
