// A verdict as plain text, for readers without the playground's markup: MCP tool results, the
// CLI's drift report. One line for each difference, where first.
import type { Difference, Verdict } from './types.ts';

/** `Body $.pets[0].id (type): Expected an integer, got the string "7".` */
export function differenceLine(d: Difference): string {
  const where =
    d.where === 'status' ? 'Status' : d.where === 'header' ? `Header ${d.path}` : `${d.item !== undefined ? `Item ${d.item + 1} ` : 'Body '}${d.path}`;
  return `${where} (${d.rule}): ${d.message}`;
}

/** A heading line, then the differences; `limit` keeps a long list from crowding out the rest. */
export function describeVerdict(verdict: Verdict, limit = 20): string {
  const against = verdict.documentedStatus
    ? ` (documented ${verdict.documentedStatus}${verdict.documentedType ? ` ${verdict.documentedType}` : ''}${verdict.items !== undefined ? `, ${verdict.items} items` : ''})`
    : '';
  if (verdict.matches) return `Matches the documentation${against}.`;
  const count = verdict.differences.length;
  const lines = verdict.differences.slice(0, limit).map((d) => `- ${differenceLine(d)}`);
  if (count > limit) lines.push(`- … and ${count - limit} more.`);
  return [`Differs from the documentation${against}: ${count} difference${count === 1 ? '' : 's'}.`, ...lines].join('\n');
}
