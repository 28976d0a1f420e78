// The device code step on screen: the user code, a link to the provider's page (a new tab), what
// the polling is doing, and Cancel. The protocol itself is in device-flow.ts.
import type { RelayRequest, RelayResponse } from '@quire/request';
import { h } from '../../dom.ts';
import { deviceAuthorizationRequest, deviceTokenRequest, pollForToken, readDeviceAuthorization } from './device-flow.ts';
import type { RunnableFlow } from './oauth-flows.ts';
import type { Client, TokenResult } from './token-request.ts';

type Say = (kind: 'ok' | 'error' | 'busy' | '', text: string) => void;

/**
 * Asks for a code, shows it in `slot` and polls until the reader approves, the provider refuses
 * or `signal` aborts (the Cancel button aborts it too). Undefined when cancelled; `slot` is
 * emptied at the end either way.
 */
export async function runDeviceFlow(
  send: (request: RelayRequest) => Promise<RelayResponse>,
  flow: RunnableFlow,
  client: Client,
  scopes: string[],
  slot: HTMLElement,
  say: Say,
  controller: AbortController,
): Promise<TokenResult | undefined> {
  say('busy', 'Asking the provider for a code…');
  let answer: ReturnType<typeof readDeviceAuthorization>;
  try {
    answer = readDeviceAuthorization(await send(deviceAuthorizationRequest(flow.deviceAuthorizationUrl!, client, scopes)));
  } catch (error) {
    answer = { ok: false as const, message: `Could not reach the device authorization endpoint: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (controller.signal.aborted) return undefined;
  if (!answer.ok) return answer;
  const device = answer.value;

  const link = device.verificationUriComplete ?? device.verificationUri;
  const cancel = h('button', { type: 'button', class: 'pg-auth-cancel' }, 'Cancel');
  cancel.addEventListener('click', () => controller.abort());
  const minutes = Math.max(1, Math.round(device.expiresIn / 60));
  slot.replaceChildren(
    h(
      'div',
      { class: 'pg-auth-device', role: 'group', 'aria-label': 'Device code' },
      h(
        'p',
        { class: 'pg-auth-device-step' },
        device.verificationUriComplete ? 'Open the provider’s page and approve this code:' : 'Open the provider’s page and enter this code:',
      ),
      h('output', { class: 'pg-auth-user-code', 'aria-label': 'User code' }, device.userCode),
      h(
        'a',
        { class: 'pg-auth-device-link', href: link, target: '_blank', rel: 'noopener noreferrer' },
        `Open ${new URL(link).host}`,
        h('span', { 'aria-hidden': 'true' }, ' ↗'),
      ),
      device.verificationUriComplete ? h('p', { class: 'pg-auth-hint' }, 'Or enter the code yourself at ', h('code', {}, device.verificationUri)) : '',
      h('p', { class: 'pg-auth-hint' }, `The code expires in about ${minutes} min.`),
      h('div', { class: 'pg-auth-actions' }, cancel),
    ),
  );
  try {
    return await pollForToken(send, deviceTokenRequest(flow.tokenUrl, client, device.deviceCode), {
      interval: device.interval,
      expiresIn: device.expiresIn,
      signal: controller.signal,
      onWait: (seconds) => say('busy', `Waiting for your approval… checking every ${seconds} s.`),
    });
  } finally {
    slot.replaceChildren();
  }
}
