import type { Change } from './types.ts';

/** The changes grouped by the page they belong on, in the order first met. */
export function byPage(changes: Change[]): Map<string, Change[]> {
  const pages = new Map<string, Change[]>();
  for (const change of changes) pages.set(change.page, [...(pages.get(change.page) ?? []), change]);
  return pages;
}

/** `N changes, M breaking` or `No changes`. */
export function summary(changes: Change[]): string {
  if (!changes.length) return 'No changes to the API.';
  const breaking = changes.filter((c) => c.breaking).length;
  return `${changes.length} ${changes.length === 1 ? 'change' : 'changes'}, ${breaking} breaking.`;
}

/** For a terminal: each page, then its changes with the rule named beside each. */
export function changesAsText(changes: Change[]): string {
  const lines: string[] = [];
  for (const [page, list] of byPage(changes)) {
    lines.push(page);
    for (const c of list) lines.push(`  ${c.breaking ? '✗' : '·'} ${c.message}  (${c.breaking ? 'breaking: ' : ''}${c.rule})`);
  }
  lines.push(summary(changes));
  return lines.join('\n');
}

/** For a pull request comment or a changelog file. */
export function changesAsMarkdown(changes: Change[]): string {
  const parts: string[] = [];
  for (const [page, list] of byPage(changes)) {
    parts.push(`### \`${page}\`\n\n${list.map((c) => `- ${c.breaking ? '**Breaking** ' : ''}${c.message} (\`${c.rule}\`)`).join('\n')}`);
  }
  parts.push(summary(changes));
  return parts.join('\n\n');
}
