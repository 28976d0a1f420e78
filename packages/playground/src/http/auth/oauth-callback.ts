// Loaded by any page of the docs site whose address has a `state` (the OAuth redirect lands on its
// home page, @quire/astro's scripts/playgrounds.ts): in the sign-in popup, it hands the authorization code back to the
// playground that opened it and closes. Standalone on purpose: it must stay a few hundred bytes
// and import nothing from the island.

/** Every state the playground makes starts with this, so other `?code=` URLs are left alone. */
export const OAUTH_STATE_PREFIX = 'quire-';
/** The `type` of the message and the BroadcastChannel's name. */
export const OAUTH_MESSAGE = 'quire-oauth';

export interface OAuthCallbackMessage {
  type: typeof OAUTH_MESSAGE;
  state: string;
  code?: string;
  error?: string;
  errorDescription?: string;
}

/** Hands `?code&state` (or `?error&state`) to the opener; returns whether this page was such a redirect. */
export function handleOAuthCallback(): boolean {
  const params = new URLSearchParams(location.search);
  const state = params.get('state');
  if (!state?.startsWith(OAUTH_STATE_PREFIX) || !(params.has('code') || params.has('error'))) return false;
  const message: OAuthCallbackMessage = { type: OAUTH_MESSAGE, state };
  for (const [key, name] of [
    ['code', 'code'],
    ['error', 'error'],
    ['errorDescription', 'error_description'],
  ] as const) {
    const value = params.get(name);
    if (value) message[key] = value;
  }
  // A provider sending Cross-Origin-Opener-Policy cuts window.opener; a same-origin channel still reaches the page.
  if (window.opener) (window.opener as Window).postMessage(message, location.origin);
  else new BroadcastChannel(OAUTH_MESSAGE).postMessage(message);
  // The code must not linger in the address bar or history if the window stays open.
  history.replaceState(null, '', location.pathname + location.hash);
  window.close();
  return true;
}
