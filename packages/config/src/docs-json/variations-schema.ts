import { z } from 'zod';

export const VariationsSchema = z
  .strictObject({
    options: z
      .array(
        z.strictObject({
          id: z.string().min(1).describe('What `<Variation id="…">` blocks on pages name, such as "cloud".'),
          label: z.string().min(1).describe('What the switcher in the header shows, such as "Cloud".'),
        }),
      )
      .min(1)
      // Two options with one id could not be told apart by the pages' blocks.
      .refine((options) => new Set(options.map((o) => o.id)).size === options.length, {
        error: (issue) => {
          const ids = (issue.input as { id: string }[]).map((o) => o.id);
          return `Option ids must be unique: "${ids.find((id, i) => ids.indexOf(id) !== i)}" is used twice.`;
        },
      })
      .describe('The variations readers choose between, the default first; at least one, each id once.'),
  })
  .describe(
    'Variations of the content (the hosted platform documents them for its willow theme): a switcher in the header, and `<Variation id>` blocks on pages shown only for the chosen one.',
  )
  .meta({
    examples: [
      {
        options: [
          { id: 'cloud', label: 'Cloud' },
          { id: 'self-hosted', label: 'Self-hosted' },
        ],
      },
    ],
  });

export type VariationsConfig = z.output<typeof VariationsSchema>;
