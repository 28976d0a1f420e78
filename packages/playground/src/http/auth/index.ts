// The auth panel of the playground island: the reader picks one of the operation's security
// alternatives and fills its credentials, which persist in this browser for the whole site.
import type { PlaygroundData } from '../../contract.ts';
import type { AuthPanel, IslandContext } from '../island-parts.ts';
import { authAlternatives, initialAlternative } from './alternatives.ts';
import { addCredentials, emptyCredentials, FIELDS, type FieldValues } from './credentials.ts';
import { h } from '../../dom.ts';
import { selectField } from './fields.ts';
import { schemeFieldset } from './scheme-view.ts';
import { createStore } from '../../store.ts';

/** The panel, or undefined when the operation needs no auth. */
export function createAuthPanel(data: Pick<PlaygroundData, 'security' | 'securitySchemes'>, ctx: IslandContext): AuthPanel | undefined {
  const alternatives = authAlternatives(data.security);
  if (!alternatives.length) return undefined;
  const store = createStore(
    () => localStorage,
    (name) => ctx.storageKey(name),
  );
  const key = (scheme: string, field: string) => `auth.${scheme}.${field}`;
  const values: FieldValues = {
    get: (scheme, field) => store.get(key(scheme, field)) ?? '',
    set: (scheme, field, value) => store.set(key(scheme, field), value),
  };
  let chosen = initialAlternative(alternatives, store.get('auth.choice'))!;

  const schemes = h('div', { class: 'pg-auth-schemes' });
  const render = () =>
    schemes.replaceChildren(
      ...chosen.requirement.map(({ scheme, scopes }) => schemeFieldset(ctx, scheme, data.securitySchemes[scheme], scopes, values)),
      ...(chosen.requirement.length ? [] : [h('p', { class: 'pg-auth-note' }, 'The request is sent without credentials.')]),
    );

  const titleId = ctx.uid('auth-title');
  const status = h('span', { class: 'pg-auth-status', role: 'status' });
  const clear = h('button', { type: 'button', class: 'pg-auth-clear' }, 'Clear');
  clear.addEventListener('click', () => {
    for (const { requirement } of alternatives) for (const { scheme } of requirement) for (const field of FIELDS) store.remove(key(scheme, field));
    render();
    // The shell recomposes the request (URL, cURL) on change events from the form.
    element.dispatchEvent(new Event('change', { bubbles: true }));
    status.textContent = 'Stored credentials forgotten.';
    setTimeout(() => (status.textContent = ''), 4000);
  });
  const picker =
    alternatives.length > 1 &&
    selectField(
      ctx,
      'Authenticate with',
      alternatives.map((a) => [a.label, a.label]),
      chosen.label,
      (label) => {
        chosen = alternatives.find((a) => a.label === label) ?? chosen;
        store.set('auth.choice', label);
        render();
      },
    );
  render();

  const element = h(
    'section',
    { class: 'pg-auth-panel', 'aria-labelledby': titleId },
    h(
      'div',
      { class: 'pg-auth-head' },
      h('h3', { id: titleId }, 'Authentication'),
      h('span', { class: 'pg-auth-kept' }, 'Kept in this browser only'),
      status,
      clear,
    ),
    picker,
    schemes,
  );
  return {
    element,
    apply: (draft) => addCredentials(draft, chosen.requirement, data.securitySchemes, values.get),
    empty: () => emptyCredentials(chosen.requirement, data.securitySchemes, values.get),
  };
}
