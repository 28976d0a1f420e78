import type { Operation } from '@quire/openapi';
import { readPageMetadata, type MetadataProblem, type PageMetadata } from '../page-metadata.ts';

export interface PageDefaults {
  title: string;
  sidebarTitle?: string;
  description?: string;
  deprecated: boolean;
  version?: string;
  metadata: PageMetadata;
  /** Fields of `x-docs.metadata` of the wrong type, read as unset. */
  problems: MetadataProblem[];
}

/**
 * docs: guides/api-navigation#generated-page-defaults: a generated page's title is the summary, else method and path; its description the
 * operation's; `deprecated` copied; `version` from the enclosing element. `x-docs.metadata`
 * overrides any of them, as frontmatter would.
 */
export function pageDefaults(operation: Operation, version: string | undefined): PageDefaults {
  const { metadata, problems } = readPageMetadata(operation.docs.metadata ?? {});
  const title = metadata.title ?? operation.summary ?? defaultTitle(operation);
  const description = metadata.description ?? operation.description;
  const { sidebarTitle } = metadata;
  const pageVersion = metadata.version ?? version;
  return {
    title,
    deprecated: metadata.deprecated ?? operation.deprecated,
    metadata,
    problems,
    ...(sidebarTitle ? { sidebarTitle } : {}),
    ...(description ? { description } : {}),
    ...(pageVersion ? { version: pageVersion } : {}),
  };
}

/** `GET /pets/{id}`, or the webhook's name. */
export function defaultTitle(operation: Operation): string {
  return operation.kind === 'webhook' ? operation.path : `${operation.method} ${operation.path}`;
}
