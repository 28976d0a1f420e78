import type { ContextualConfig } from '@quire/config';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { omittedBecause } from '../data/page-actions.ts';

/** One warning for the docs.json `contextual.options` a Quire site cannot offer, naming each and why; the menu shows the others. */
export function checkPageActions(contextual: ContextualConfig | undefined, file: string): Diagnostic[] {
  const omitted = (contextual?.options ?? []).flatMap((option, i) => {
    const reason = omittedBecause(option);
    return reason ? [{ i, name: typeof option === 'string' ? `"${option}"` : `"${option.title}"`, reason }] : [];
  });
  if (!omitted.length) return [];
  const list = omitted.map(({ name, reason }) => `${name} (${reason})`).join(', ');
  return [
    diagnostic('CONFIG_CONTEXTUAL_OPTION_OMITTED', `The page menu leaves out ${omitted.length === 1 ? 'an option' : `${omitted.length} options`} of \`contextual.options\`: ${list}.`, {
      file,
      pointer: `/contextual/options/${omitted[0]!.i}`,
    }),
  ];
}
