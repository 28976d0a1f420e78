import type { Operation, Parameter, SecurityScheme } from '@quire/openapi';
import { html, type Html } from './html.ts';
import { renderMarkdown } from './markdown.ts';

// A webhook is a request the API sends: its page tells the receiver what arrives and how to trust
// it. Only the webhook's own `security` applies (the model leaves the root's out): it names what
// the sender includes, never what the reader must send.

export const verificationId = 'verifying-requests';
export const verificationTitle = 'Verifying requests';

/** Headers that sign the payload (`Petstore-Signature`, `X-Hub-Signature-256`): the receiver checks them. */
export function signatureHeaders(parameters: Parameter[]): Parameter[] {
  return parameters.filter((p) => p.in === 'header' && /signature|hmac|(^|-)sig($|-)/i.test(p.name));
}

/** Whether a webhook's page has a section on verifying its requests. */
export function hasVerification(operation: Operation): boolean {
  return operation.security.some((r) => r.length > 0) || signatureHeaders(operation.parameters).length > 0;
}

/** The line that opens a webhook's reference: who sends the request, and what the page describes. */
export function webhookIntro(operation: Operation): Html {
  return html`<p class="webhook-intro">The API sends this <code>${operation.method}</code> request to the URL you registered for <code>${operation.path}</code>: below, what it carries, how to check that it comes from the API, and what to answer.</p>`;
}

/** What the sender includes to prove the request is theirs, and the headers that sign it. */
export function verificationSection(operation: Operation, schemes: Record<string, SecurityScheme>): Html | undefined {
  if (!hasVerification(operation)) return undefined;
  const ways = operation.security.filter((r) => r.length > 0);
  const credentials = ways.length
    ? html`<p class="auth-intro">${ways.length > 1 ? `The request includes one of these ${ways.length} credentials:` : 'The request includes:'}</p><ul class="webhook-credentials">${ways.map(
        (way) => html`<li>${way.map((s, i) => html`${i ? ' and ' : ''}${credential(s.scheme, schemes[s.scheme])}`)}</li>`,
      )}</ul><p>Reject requests without ${ways.length > 1 || ways[0]!.length > 1 ? 'them' : 'it'}, or with values other than the ones you expect.</p>`
    : '';
  const signed = signatureHeaders(operation.parameters);
  const signatures = signed.length
    ? html`<p>${signed.map((p, i) => html`${i ? ' and ' : ''}<a href="#header-parameters"><code>${p.name}</code></a>`)} ${signed.length > 1 ? 'sign' : 'signs'} the payload: compute the signature yourself from the raw body and compare before trusting the payload.</p>`
    : '';
  return html`<h2 id="${verificationId}">${verificationTitle}</h2>${credentials}${signatures}`;
}

/** One scheme as what arrives with the request, in the receiver's terms. */
function credential(name: string, scheme: SecurityScheme | undefined): Html {
  if (!scheme) return html`<code>${name}</code> (not defined in the spec)`;
  const about = scheme.description ? html`<div class="webhook-credential-about">${renderMarkdown(scheme.description)}</div>` : '';
  switch (scheme.type) {
    case 'apiKey': {
      const where =
        scheme.in === 'header'
          ? html`the <code>${scheme.name}</code> header`
          : scheme.in === 'query'
            ? html`the <code>${scheme.name}</code> query parameter of your URL`
            : html`the <code>${scheme.name}</code> cookie`;
      return html`A shared key in ${where}.${about}`;
    }
    case 'http': {
      const kind = scheme.scheme.toLowerCase();
      if (kind === 'basic')
        return html`<code>Authorization: Basic &lt;base64 of username:password&gt;</code>, with the username and password you expect.${about}`;
      if (kind === 'bearer')
        return html`<code>Authorization: Bearer &lt;token&gt;</code>${scheme.bearerFormat ? html` (a ${scheme.bearerFormat})` : ''}.${about}`;
      return html`An <code>Authorization: ${scheme.scheme} …</code> header.${about}`;
    }
    case 'oauth2':
    case 'openIdConnect':
      return html`<code>Authorization: Bearer &lt;token&gt;</code>, a token from the API's authorization server.${about}`;
    case 'mutualTLS':
      return html`A client certificate when it connects to your server.${about}`;
  }
}
