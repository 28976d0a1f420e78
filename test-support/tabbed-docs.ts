import { writeFilesSync } from './write-files.ts';

/**
 * A docs folder named Pets whose navigation is tabs, for the tests of MCP and of the Markdown
 * twins: `files` (specs, pages, snippets) and a docs.json with one tab per entry of `tabs`, each
 * a list of pages or a spec's file. Written into a temporary folder removed when the tests end.
 */
export function writeTabbedDocs(tabs: Record<string, string[] | string>, files: Record<string, string>): string {
  const navigation = { tabs: Object.entries(tabs).map(([tab, to]) => (typeof to === 'string' ? { tab, openapi: to } : { tab, pages: to })) };
  return writeFilesSync({ ...files, 'docs.json': JSON.stringify({ name: 'Pets', navigation }) });
}
