import { closestMatch, contextualOptions, type ContextualConfig } from '@quire/config';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { isKnownOption, omittedBecause } from '../data/page-actions.ts';

/**
 * The warnings for docs.json `contextual.options` a Quire site leaves out of the page menu: one
 * for each option Quire does not know (the hosted platform adds options often), at its line, and
 * one naming each known option the site cannot offer, and why. The menu shows the others.
 */
export function checkPageActions(contextual: ContextualConfig | undefined, file: string): Diagnostic[] {
  const options = contextual?.options ?? [];
  const unknown = options.flatMap((option, i) => (typeof option === 'string' && !isKnownOption(option) ? [unknownOption(option, i, file)] : []));
  const omitted = options.flatMap((option, i) => {
    if (typeof option === 'string' && !isKnownOption(option)) return [];
    const reason = omittedBecause(option);
    return reason ? [{ i, name: typeof option === 'string' ? `"${option}"` : `"${option.title}"`, reason }] : [];
  });
  if (!omitted.length) return unknown;
  const list = omitted.map(({ name, reason }) => `${name} (${reason})`).join(', ');
  return [
    ...unknown,
    diagnostic(
      'CONFIG_CONTEXTUAL_OPTION_OMITTED',
      `The page menu leaves out ${omitted.length === 1 ? 'an option' : `${omitted.length} options`} of \`contextual.options\`: ${list}.`,
      {
        file,
        pointer: `/contextual/options/${omitted[0]!.i}`,
      },
    ),
  ];
}

function unknownOption(option: string, i: number, file: string): Diagnostic {
  const suggestion = closestMatch(option, contextualOptions);
  return diagnostic(
    'CONFIG_CONTEXTUAL_OPTION_UNKNOWN',
    `\`contextual.options\` names "${option}", an option Quire does not know: the page menu leaves it out.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
    {
      file,
      pointer: `/contextual/options/${i}`,
      hint: `The options Quire knows: ${contextualOptions.map((name) => `"${name}"`).join(', ')}, or an object with title, description and href for a link of your own.`,
    },
  );
}
