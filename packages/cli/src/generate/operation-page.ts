import { stringify } from 'yaml';
import type { Operation } from '@quire/openapi';

/**
 * The MDX page of one operation (docs: guides/api-navigation#generate-pages): frontmatter naming it (`openapi: "GET /pets"` or
 * `"webhook newPet"`) plus its `x-docs.metadata`; `x-docs.content` as the body. The reference
 * itself is rendered by the site from the spec, so the page stays small and never goes stale.
 */
export function operationPage(op: Operation): string {
  const frontmatter: Record<string, unknown> = {
    title: op.summary ?? (op.kind === 'webhook' ? op.path : `${op.method} ${op.path}`),
    ...(op.description ? { description: firstParagraph(op.description) } : {}),
    openapi: op.key,
    ...(op.deprecated ? { deprecated: true } : {}),
    ...op.docs.metadata,
  };
  frontmatter.openapi = op.key; // metadata may not override the reference.
  const body = op.docs.content ? `\n${op.docs.content.trim()}\n` : '';
  return `---\n${stringify(frontmatter, { lineWidth: 0 }).trimEnd()}\n---\n${body}`;
}

/** Frontmatter descriptions are one paragraph (meta description); the page shows the whole text. */
function firstParagraph(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, ' ');
}
