import type { Operation } from '@quire/openapi';

export interface PageDefaults {
  title: string;
  sidebarTitle?: string;
  description?: string;
  deprecated: boolean;
  version?: string;
  metadata: Record<string, unknown>;
}

/**
 * Rule 1: a generated page's title is the summary, else method and path; its description the
 * operation's; `deprecated` copied; `version` from the enclosing element. `x-docs.metadata`
 * overrides any of them, as frontmatter would.
 */
export function pageDefaults(operation: Operation, version: string | undefined): PageDefaults {
  const metadata = operation.docs.metadata ?? {};
  const title = text(metadata.title) ?? operation.summary ?? defaultTitle(operation);
  const description = text(metadata.description) ?? operation.description;
  const sidebarTitle = text(metadata.sidebarTitle);
  const pageVersion = text(metadata.version) ?? version;
  return {
    title,
    deprecated: typeof metadata.deprecated === 'boolean' ? metadata.deprecated : operation.deprecated,
    metadata,
    ...(sidebarTitle ? { sidebarTitle } : {}),
    ...(description ? { description } : {}),
    ...(pageVersion ? { version: pageVersion } : {}),
  };
}

/** `GET /pets/{id}`, or the webhook's name. */
export function defaultTitle(operation: Operation): string {
  return operation.kind === 'webhook' ? operation.path : `${operation.method} ${operation.path}`;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}
