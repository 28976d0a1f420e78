// "Get a token" for an oauth2 scheme: client credentials, authorization code with PKCE in a
// popup whose redirect lands on the docs site's home page (see oauth-callback.ts), or a device
// code (device-view.ts). With `oauth2MetadataUrl`, the provider's metadata is read first. Loaded
// when the reader first opens the section (oauth-section.ts), not with the playground.
import type { SecurityScheme } from '@quire/openapi/browser';
import type { IslandContext } from '../island-parts.ts';
import type { Field, FieldValues } from './credentials.ts';
import { h } from '../../dom.ts';
import { inputField, selectField } from './fields.ts';
import { OAUTH_MESSAGE, OAUTH_STATE_PREFIX, type OAuthCallbackMessage } from './oauth-callback.ts';
import { runDeviceFlow } from './device-view.ts';
import { authorizationRequestUrl, metadataUrlOf, runnableFlows, type FlowKind, type RunnableFlow } from './oauth-flows.ts';
import { fetchServerMetadata } from './oauth-metadata.ts';
import { randomToken, s256Challenge } from './pkce.ts';
import { createStore } from '../../store.ts';
import { clientCredentialsRequest, codeExchangeRequest, requestToken, type Client, type TokenResult } from './token-request.ts';

const FLOW_LABELS: Record<FlowKind, string> = {
  clientCredentials: 'Client credentials',
  authorizationCode: 'Authorization code (PKCE)',
  deviceCode: 'Device code',
};
const BUTTONS: Record<FlowKind, string> = { clientCredentials: 'Request token', authorizationCode: 'Authorize', deviceCode: 'Get a code' };

/** Where the provider sends the reader back: the site's home page, which runs the callback handler. */
const redirectUri = (): string => new URL(import.meta.env.BASE_URL ?? '/', location.origin).href;

/** Waits for the popup's message; `stop` drops the listeners (a new attempt replaces an old one). */
function listenForCallback(accept: (message: OAuthCallbackMessage) => boolean, onMessage: (message: OAuthCallbackMessage) => void): () => void {
  const controller = new AbortController();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OAUTH_MESSAGE) : undefined;
  const stop = () => {
    controller.abort();
    channel?.close();
  };
  const receive = (data: unknown) => {
    const message = data as OAuthCallbackMessage | null;
    if (message?.type !== OAUTH_MESSAGE || typeof message.state !== 'string' || !accept(message)) return;
    stop();
    onMessage(message);
  };
  // Only this origin's callback page may answer: anything else could inject a code.
  window.addEventListener('message', (event) => event.origin === location.origin && receive(event.data), { signal: controller.signal });
  if (channel) channel.onmessage = (event) => receive(event.data);
  return stop;
}

/** Fills the "Get a token" `section`, opened for the first time. */
export function fillOAuthFlows(
  section: HTMLDetailsElement,
  ctx: IslandContext,
  scheme: string,
  definition: SecurityScheme,
  requiredScopes: string[],
  values: FieldValues,
  setToken: (token: string) => void,
): void {
  // The PKCE verifier and state belong to this tab and this attempt only.
  const session = createStore(
    () => sessionStorage,
    (name) => ctx.storageKey(name),
  );
  const pendingKey = `auth.${scheme}.pending`;
  const body = h('div', { class: 'pg-auth-flow-fields' });
  const status = h('p', { class: 'pg-auth-status', role: 'status', 'aria-live': 'polite' });
  const say = (kind: 'ok' | 'error' | 'busy' | '', text: string) => {
    status.dataset.kind = kind;
    status.textContent = text;
  };
  let stopListening: (() => void) | undefined;
  let device: AbortController | undefined;
  const deviceSlot = h('div', { class: 'pg-auth-device-slot' });
  const stopWaiting = () => {
    stopListening?.();
    device?.abort();
    device = undefined;
  };

  const field = (key: Field, label: string, extra: { secret?: boolean; hint?: string } = {}) =>
    inputField(ctx, { label, value: values.get(scheme, key), onInput: (value) => values.set(scheme, key, value), ...extra }).element;
  const client = (): Client => ({
    clientId: values.get(scheme, 'clientId').trim(),
    clientSecret: values.get(scheme, 'clientSecret'),
    auth: values.get(scheme, 'clientAuth') === 'body' ? 'body' : 'header',
  });
  const show = (result: TokenResult) => {
    if (!result.ok) return say('error', result.message);
    setToken(result.accessToken);
    const minutes = result.expiresIn && Math.max(1, Math.round(result.expiresIn / 60));
    say('ok', `Token received${minutes ? `, valid for about ${minutes} min` : ''}. It is now in the access token field.`);
  };

  const render = (flow: RunnableFlow) => {
    stopWaiting();
    say('', '');
    const checked = new Set(requiredScopes.filter((scope) => scope in flow.scopes));
    const scopeNames = Object.keys(flow.scopes);
    const scopes = scopeNames.length
      ? h(
          'fieldset',
          { class: 'pg-auth-scopes' },
          h('legend', {}, 'Scopes'),
          ...scopeNames.map((scope) => {
            const id = ctx.uid('auth-scope');
            const box = h('input', { type: 'checkbox', id, checked: checked.has(scope) });
            box.addEventListener('change', () => (box.checked ? checked.add(scope) : checked.delete(scope)));
            const description = flow.scopes[scope];
            return h('div', { class: 'pg-auth-scope' }, box, h('label', { for: id }, h('code', {}, scope), description && h('span', {}, description)));
          }),
        )
      : undefined;
    const isCode = flow.kind === 'authorizationCode';
    const button = h('button', { type: 'button', class: 'pg-auth-action' }, BUTTONS[flow.kind]);
    button.addEventListener('click', async () => {
      if (!client().clientId) return say('error', 'Enter the client ID first.');
      button.disabled = true;
      try {
        if (isCode) await authorize(flow, [...checked]);
        else if (flow.kind === 'deviceCode') {
          device?.abort();
          const controller = (device = new AbortController());
          const result = await runDeviceFlow(ctx.send, flow, client(), [...checked], deviceSlot, say, controller);
          if (result) show(result);
          else if (device === controller) say('', 'Cancelled: no token was requested.');
        } else {
          say('busy', 'Requesting a token…');
          show(await requestToken(ctx.send, clientCredentialsRequest(flow.tokenUrl, client(), [...checked])));
        }
      } finally {
        button.disabled = false;
      }
    });
    body.replaceChildren(
      field('clientId', 'Client ID'),
      field('clientSecret', 'Client secret', {
        secret: true,
        hint: isCode
          ? 'Leave empty for a public client: PKCE protects the exchange.'
          : flow.kind === 'deviceCode'
            ? 'Leave empty for a public client.'
            : undefined,
      }),
      selectField(
        ctx,
        'Send secret in',
        [
          ['header', 'Authorization header (Basic)'],
          ['body', 'Request body'],
        ],
        client().auth,
        (value) => values.set(scheme, 'clientAuth', value),
      ),
      scopes ?? '',
      isCode ? h('p', { class: 'pg-auth-hint' }, 'Redirect URL to register with the provider: ', h('code', {}, redirectUri())) : '',
      h('div', { class: 'pg-auth-actions' }, button),
      deviceSlot,
    );
  };

  // The popup is opened at once, inside the click, or browsers block it; the URL follows when the challenge is ready.
  const authorize = async (flow: RunnableFlow, scopes: string[]) => {
    stopWaiting();
    const popup = window.open('', OAUTH_MESSAGE, 'popup,width=520,height=700');
    if (!popup) return say('error', 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.');
    const state = OAUTH_STATE_PREFIX + randomToken(16);
    const codeVerifier = randomToken();
    try {
      const codeChallenge = await s256Challenge(codeVerifier);
      session.set(pendingKey, JSON.stringify({ state, codeVerifier }));
      popup.location.href = authorizationRequestUrl(flow.authorizationUrl!, {
        clientId: client().clientId,
        redirectUri: redirectUri(),
        scopes,
        state,
        codeChallenge,
      });
    } catch (error) {
      popup.close();
      return say('error', error instanceof Error ? error.message : String(error));
    }
    say('busy', 'Waiting for you to sign in in the other window…');
    const pending = (): { state: string; codeVerifier: string } | undefined => {
      try {
        return JSON.parse(session.get(pendingKey) ?? '');
      } catch {
        return undefined;
      }
    };
    // A message whose state is not the one this tab sent is not ours (or forged): ignore it.
    stopListening = listenForCallback(
      (message) => message.state === pending()?.state,
      async (message) => {
        const { codeVerifier: verifier } = pending()!;
        session.remove(pendingKey);
        if (!message.code)
          return say('error', `Sign-in failed: ${message.error ?? 'no code came back'}${message.errorDescription ? ` — ${message.errorDescription}` : ''}`);
        say('busy', 'Exchanging the code for a token…');
        show(
          await requestToken(
            ctx.send,
            codeExchangeRequest(flow.tokenUrl, client(), { code: message.code, redirectUri: redirectUri(), codeVerifier: verifier }),
          ),
        );
      },
    );
  };

  const panel = h('div', { class: 'pg-auth-flow' }, body, status);
  const start = (flows: RunnableFlow[]) => {
    if (!flows.length) return;
    const initial = flows.find((flow) => flow.kind === values.get(scheme, 'flow')) ?? flows[0]!;
    const picker =
      flows.length > 1
        ? selectField(
            ctx,
            'Flow',
            flows.map((flow) => [flow.kind, FLOW_LABELS[flow.kind]]),
            initial.kind,
            (kind) => {
              values.set(scheme, 'flow', kind);
              render(flows.find((flow) => flow.kind === kind)!);
            },
          )
        : h('p', { class: 'pg-auth-hint' }, `Flow: ${FLOW_LABELS[initial.kind]}`);
    panel.prepend(picker);
    render(initial);
  };
  section.append(panel);
  const metadataUrl = metadataUrlOf(definition);
  if (!metadataUrl) {
    start(runnableFlows(definition));
    return;
  }
  // The metadata is read when the reader first opens the section, not on every page view; again
  // on the next opening when it left nothing to run (the provider may have been down).
  const readMetadata = async () => {
    if (!section.open || section.dataset.metadata) return;
    section.dataset.metadata = 'loading';
    say('busy', 'Reading the provider’s OAuth metadata…');
    const result = await fetchServerMetadata(ctx.send, metadataUrl);
    const flows = runnableFlows(definition, result.ok ? result.metadata : undefined);
    if (flows.length) section.dataset.metadata = 'read';
    else delete section.dataset.metadata;
    start(flows);
    if (!result.ok) say('error', flows.length ? `${result.message} The spec’s own endpoints are used.` : result.message);
    else if (!flows.length)
      say(
        'error',
        `The provider’s metadata at ${metadataUrl} offers no flow this page can run (client credentials, authorization code or device code) with the endpoints it names.`,
      );
    else say('', '');
  };
  section.addEventListener('toggle', readMetadata);
  void readMetadata();
}
