// The answer held to the documentation, shown under the status line: a quiet "matches" line, or
// the differences, each with where it is (JSON path, header, status) and the rule it breaks. The
// validator is loaded only now, once an answer has arrived: opening the playground does not pay
// for it, and pages without a playground never do.
import type { RelayResponse } from '@quire/request';
import type { Difference, Verdict } from '@quire/request/check';
import { h } from '../dom.ts';
import type { PlaygroundData } from '../contract.ts';

/** Checks `response` and puts the verdict after the status line of `view` (the rendered response). */
export async function showVerdict(view: HTMLElement, data: PlaygroundData, response: RelayResponse, method: string): Promise<void> {
  if (!data.responses?.length) return;
  let verdict: Verdict;
  try {
    const { checkResponse } = await import('@quire/request/check');
    verdict = checkResponse({ responses: data.responses, refs: data.refs }, response, { method });
  } catch (error) {
    // The check is a help, never a blocker: the answer stays on screen, and why the check failed says so.
    console.error('The response could not be checked against the documentation:', error);
    return;
  }
  const line = view.querySelector('.pg-response-line');
  (line ?? view.firstChild)?.after(renderVerdict(verdict));
}

export function renderVerdict(verdict: Verdict): HTMLElement {
  const against = verdict.documentedStatus
    ? `the documented ${verdict.documentedStatus} response${verdict.documentedType ? ` (${verdict.documentedType})` : ''}`
    : 'the documentation';
  if (verdict.matches) {
    const items = verdict.items !== undefined ? `, all ${verdict.items} items` : '';
    return h(
      'p',
      { class: 'pg-verdict pg-verdict-ok', 'data-verdict': 'matches' },
      h('span', { class: 'pg-verdict-mark', 'aria-hidden': 'true' }, '✓'),
      `Matches ${against}${items}.`,
    );
  }
  const count = verdict.differences.length;
  return h(
    'details',
    { class: 'pg-verdict pg-verdict-differs', 'data-verdict': 'differs', open: true },
    h('summary', {}, h('span', { class: 'pg-verdict-mark', 'aria-hidden': 'true' }, '!'), `${count} difference${count === 1 ? '' : 's'} from ${against}`),
    h('ul', {}, ...verdict.differences.slice(0, maxShown).map(differenceItem)),
    count > maxShown ? h('p', {}, `… and ${count - maxShown} more.`) : undefined,
  );
}

/** Past this many, more differences tell a reader nothing new: the answer is far off. */
const maxShown = 50;

export function differenceItem(d: Difference): HTMLElement {
  const where = d.where === 'status' ? 'Status' : d.path;
  return h(
    'li',
    { 'data-rule': d.rule, 'data-path': d.path },
    d.item !== undefined ? h('span', { class: 'pg-verdict-item' }, `Item ${d.item + 1}`) : undefined,
    h('code', { class: 'pg-verdict-path' }, where),
    h('span', { class: 'pg-verdict-rule' }, d.rule),
    h('span', { class: 'pg-verdict-message' }, d.message),
  );
}
