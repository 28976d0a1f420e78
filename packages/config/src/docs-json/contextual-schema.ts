import { z } from 'zod';
import { IconSchema } from './icon-schema.ts';

/** The built-in actions of the page menu, as the hosted platform names them. */
export const contextualOptions = [
  'assistant',
  'copy',
  'view',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'aistudio',
  'devin',
  'windsurf',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
  'download-spec',
] as const;

/** A built-in action of the page menu. */
export type ContextualOption = (typeof contextualOptions)[number];

const CustomOptionSchema = z
  .strictObject({
    title: z.string().min(1).describe('The action\'s name in the menu, such as "Ask Acme AI".'),
    description: z.string().describe('One line under the title.'),
    icon: IconSchema.optional(),
    href: z
      .union([
        z.string().describe('The URL; `$path` is replaced by the page\'s path (such as "/guides/intro") and `$page` by its text as Markdown.'),
        z
          .strictObject({
            base: z.string().describe('The URL without its query, such as "https://ai.acme.dev/new".'),
            query: z
              .array(
                z
                  .strictObject({
                    key: z.string().describe('Query parameter name.'),
                    value: z.string().describe('Query parameter value; `$path` and `$page` are replaced.'),
                  })
                  .describe('A query parameter.'),
              )
              .optional()
              .describe('Query parameters, added in order.'),
          })
          .describe('A URL and its query parameters.'),
      ])
      .describe(
        'Where the action leads: a URL, or { "base", "query" }. `$path` is replaced by the page\'s path and `$page` by its text as Markdown; `$mcp` (the MCP server\'s URL) is not available.',
      ),
  })
  .describe('An action that opens a link.')
  .meta({ examples: [{ title: 'Ask Acme AI', description: 'Chat about this page', icon: 'sparkles', href: 'https://ai.acme.dev/?page=$path' }] });

export const ContextualSchema = z
  .strictObject({
    options: z
      .array(
        z.union([
          z
            .enum(contextualOptions)
            .describe(
              'A built-in action: "copy" (the page as Markdown), "view" (open the Markdown), "chatgpt", "claude", "perplexity", "grok", "aistudio", "devin" or "windsurf" (ask about the page), "download-spec" (download the OpenAPI document of an API reference page); "assistant", "mcp", "add-mcp", "cursor", "vscode" and "devin-mcp" need services a Quire site does not have and are left out.',
            ),
          // The hosted platform adds options often: one Quire does not know is left out with a warning, not an error.
          z.string().describe('An option Quire does not know: left out of the menu, with a warning naming the options it knows.'),
          CustomOptionSchema,
        ]),
      )
      .describe(
        'Actions of the menu, in order; the first one is also the button beside it. Built-in: "copy" (the page as Markdown), "view" (open the Markdown), "chatgpt", "claude", "perplexity", "grok", "aistudio", "devin", "windsurf" (ask about the page), "download-spec" (download the OpenAPI document, on API reference pages only); "assistant", "mcp", "add-mcp", "cursor", "vscode" and "devin-mcp" need the hosted platform\'s assistant or MCP server, and are left out with a warning, as is an option Quire does not know. Or an object for a link of your own.',
      )
      .meta({ examples: [['copy', 'view', 'chatgpt', 'claude']] }),
    display: z
      .enum(['header', 'toc'])
      .default('header')
      .describe(
        'Where the menu shows: beside the page title ("header"), or at the top of the table of contents ("toc"; beside the title on narrow screens and pages without one).',
      ),
  })
  .describe('A menu of page actions beside the title: copy the page as Markdown, view it, open it in an AI assistant.')
  .meta({ examples: [{ options: ['copy', 'view', 'chatgpt', 'claude'] }] });

export type ContextualConfig = z.output<typeof ContextualSchema>;
/** A custom action of the page menu, as parsed. */
export type ContextualCustomOption = Exclude<ContextualConfig['options'][number], string>;
