// The "Get a token" section of an oauth2 scheme: a closed <details> on opening, whose flows
// (oauth-view.ts, with the device flow, PKCE and token requests) load when the reader first opens
// it, or points at it. Most readers paste a token, and opening the playground does not pay for them.
import type { SecurityScheme } from '@quire/openapi/browser';
import type { IslandContext } from '../island-parts.ts';
import type { FieldValues } from './credentials.ts';
import { h } from '../../dom.ts';

export function oauthSection(
  ctx: IslandContext,
  scheme: string,
  definition: SecurityScheme,
  requiredScopes: string[],
  values: FieldValues,
  setToken: (token: string) => void,
): HTMLDetailsElement {
  const section = h('details', { class: 'pg-auth-flows' }, h('summary', {}, 'Get a token'));
  let view: Promise<typeof import('./oauth-view.ts')> | undefined;
  const load = () => (view ??= import('./oauth-view.ts'));
  section.addEventListener('pointerover', () => void load(), { once: true });
  const fill = async () => {
    if (!section.open) return;
    section.removeEventListener('toggle', fill);
    const status = h('p', { class: 'pg-auth-status', role: 'status' }, 'Loading…');
    section.append(status);
    try {
      (await load()).fillOAuthFlows(section, ctx, scheme, definition, requiredScopes, values, setToken);
      status.remove();
    } catch (error) {
      // A failed chunk (the network dropped): say so, and try again on the next opening.
      view = undefined;
      status.textContent = `The sign-in could not load (${(error as Error).message}). Close and open this section to try again.`;
      status.dataset.kind = 'error';
      section.addEventListener('toggle', fill);
      section.addEventListener('toggle', () => status.remove(), { once: true });
    }
  };
  section.addEventListener('toggle', fill);
  return section;
}
