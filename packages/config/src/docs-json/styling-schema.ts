import { z } from 'zod';
import { codeThemeNames } from './code-themes.ts';
import { unsupported } from './unsupported.ts';

const themeName = z
  .enum(codeThemeNames)
  .describe('A Shiki theme, such as "github-dark" or "dracula"; "css-variables" takes the colors from `--shiki-*` CSS variables of your own stylesheet.')
  .meta({ examples: ['dracula'] });

const CodeBlocksSchema = z
  .union([
    z
      .enum(['system', 'dark', ...codeThemeNames])
      .describe('"system" (light code in the light theme, dark in the dark one), "dark" (always dark), or a Shiki theme for both modes, such as "dracula".'),
    z
      .strictObject({
        theme: z
          .union([
            themeName,
            z
              .strictObject({
                light: themeName.describe('Shiki theme of code blocks in the light theme, such as "github-light".').meta({ examples: ['github-light'] }),
                dark: themeName.describe('Shiki theme of code blocks in the dark theme, such as "github-dark".').meta({ examples: ['github-dark'] }),
              })
              .describe('One Shiki theme per color mode.'),
          ])
          .optional()
          .describe('A Shiki theme for both color modes, or { "light", "dark" }.'),
        languages: unsupported(
          z
            .object({
              custom: z.array(z.string()).optional().describe('Paths of TextMate grammar JSON files of extra languages.'),
            })
            .describe('Extra languages for code blocks.'),
        ),
      })
      .describe('Shiki themes of code blocks.'),
  ])
  .default('system')
  .describe(
    'The colors of code blocks: "system" (the default: light code in the light theme, dark in the dark one), "dark" (always dark), a Shiki theme name, or { "theme": name or { "light", "dark" } }.',
  )
  .meta({ examples: ['dark', { theme: { light: 'github-light', dark: 'github-dark' } }] });

export const StylingSchema = z
  .strictObject({
    eyebrows: unsupported(z.enum(['section', 'breadcrumbs']).describe('What is shown above page titles: the "section" name or the "breadcrumbs".')),
    latex: z
      .boolean()
      .optional()
      .describe(
        'Whether pages are read for LaTeX math (`$…$` inline, `$$…$$` blocks, `math` code fences), drawn as MathML. On when not set, and dollar amounts in prose stay text; false shows every `$` as written.',
      ),
    codeblocks: CodeBlocksSchema,
  })
  .describe('Styling of page titles, math and code blocks.')
  .meta({ examples: [{ codeblocks: 'dark' }] });

export type StylingConfig = z.output<typeof StylingSchema>;
/** `styling.codeblocks` as parsed: a keyword or theme name, or the object form. */
export type CodeBlocksConfig = StylingConfig['codeblocks'];
