import type { HistoryEntry } from './git/spec-history.ts';
import type { Change } from './types.ts';

/** Where a build writes each spec's changelog as JSON, and the list of them: what the MCP server's list_changes reads. */
export const changelogIndexPath = '_quire/changes/index.json';

/** One spec's history as a built site keeps it: each change with its page's URL where it has a page. */
export interface ChangelogFile {
  /** The spec as docs.json names it (`openapi.yaml`). */
  spec: string;
  /** Its `info.title`. */
  title: string;
  /** A shallow clone: changes before its oldest commit are missing. */
  partial: boolean;
  /** Newest first. */
  entries: (Omit<HistoryEntry, 'changes'> & { changes: (Change & { href?: string })[] })[];
}
