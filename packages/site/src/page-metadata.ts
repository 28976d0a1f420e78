import { z } from 'zod';
import { describeValue } from '@quire/diagnostics';

/**
 * The hosted platform's page layouts: `wide` without the table of contents, `custom` a blank
 * canvas under the header, `frame` the author's content beside the sidebar, `center` the text
 * centred without sidebar or table of contents. Another value is reported and read as `default`.
 */
const pageModes = ['default', 'wide', 'custom', 'frame', 'center'] as const;

/** A line of text: YAML's `title: 2024` is text too; blank means unset. */
const text = z.union([z.string(), z.number()]).transform((value) => String(value).trim() || undefined);

/** `true` or `false`, also quoted (`noindex: "true"`, as Portkey writes it): the author's meaning is plain. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/**
 * A page's metadata: an MDX page's frontmatter or an operation's `x-docs.metadata`. The fields
 * Quire reads are typed here, once; any other field (`og:image`, `twitter:card`) is kept as
 * written and becomes a meta tag.
 */
export const PageMetadataSchema = z.looseObject({
  title: text.optional(),
  sidebarTitle: text.optional(),
  description: text.optional(),
  version: text.optional(),
  deprecated: flag.optional(),
  hidden: flag.optional(),
  noindex: flag.optional(),
  lang: text.optional(),
  keywords: z.union([text, z.array(text)]).optional(),
  playground: z.enum(['interactive', 'simple', 'none']).optional(),
  /** The page's layout, as the hosted platform names them (layout/Layout.astro draws each). */
  mode: z.enum(pageModes).optional(),
  openapi: text.optional(),
  'openapi-schema': text.optional(),
  asyncapi: text.optional(),
  /** `<symbol>` or `<sdk-source> <symbol>`: the page shows that symbol of an SDK reference artifact. */
  sdk: text.optional(),
});

export type PageMetadata = z.infer<typeof PageMetadataSchema>;

/** A field that does not fit its type: it is read as unset, and the problem is reported. */
export interface MetadataProblem {
  field: string;
  message: string;
}

/** What each field takes, in words, for the fields that take more than text. */
const expected: Record<string, string> = {
  deprecated: '`true` or `false`',
  hidden: '`true` or `false`',
  noindex: '`true` or `false`',
  keywords: 'text or a list of text',
  playground: '`interactive`, `simple` or `none`',
  mode: '`default`, `wide`, `custom`, `frame` or `center`',
};

/**
 * Reads metadata through the schema; a field of the wrong type is dropped alone, not the page's.
 * A field written without a value (`description:`, YAML's null: turso's pages have eleven) is
 * unset, as a blank one is.
 */
export function readPageMetadata(written: Record<string, unknown>): { metadata: PageMetadata; problems: MetadataProblem[] } {
  const raw = Object.fromEntries(Object.entries(written).filter(([, value]) => value !== null));
  const first = PageMetadataSchema.safeParse(raw);
  if (first.success) return { metadata: first.data, problems: [] };
  const bad = [...new Set(first.error.issues.map((issue) => String(issue.path[0])))];
  const problems = bad.map((field) => ({ field, message: `\`${field}\` must be ${expected[field] ?? 'text'}, not ${describeValue(raw[field])}.` }));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.includes(key)));
  return { metadata: PageMetadataSchema.parse(kept), problems };
}
