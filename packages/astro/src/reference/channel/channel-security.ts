import type { AsyncApiSecurityScheme } from '@quire/asyncapi';
import { html, type Html } from '../html.ts';
import { renderMarkdown } from '../markdown.ts';
import { fact } from '../schema-facts.ts';

const saslNames: Record<string, string> = {
  plain: 'SASL PLAIN',
  scramSha256: 'SASL SCRAM-SHA-256',
  scramSha512: 'SASL SCRAM-SHA-512',
  gssapi: 'SASL GSSAPI (Kerberos)',
};

/** How to authenticate the connection: each scheme the channel's servers and operations name, in words. */
export function channelSecuritySection(schemes: AsyncApiSecurityScheme[]): Html | undefined {
  if (!schemes.length) return undefined;
  const intro = schemes.length > 1 ? html`<p class="auth-intro">Any one of these ${schemes.length} ways, as the server or operation names them:</p>` : '';
  return html`<h2 id="authorization">Authorization</h2>${intro}${schemes.map(schemeBlock)}`;
}

function schemeBlock(scheme: AsyncApiSecurityScheme): Html {
  const scopes = scheme.scopes?.length
    ? html`<p class="schema-facts">${fact('Required scopes', html`${scheme.scopes.map((s, i) => html`${i ? ' ' : ''}<code>${s}</code>`)}`)}</p>`
    : '';
  return html`<div class="auth-scheme"><p class="q-field-head"><code class="q-field-name">${scheme.name}</code><span class="q-field-type">${kindOf(scheme)}</span></p>${howTo(scheme)}${
    scheme.description ? renderMarkdown(scheme.description) : ''
  }${flows(scheme)}${scopes}</div>`;
}

/** The scheme's kind as a short label: `API key (query)`, `HTTP bearer`. */
export function kindOf(scheme: AsyncApiSecurityScheme): string {
  switch (scheme.type) {
    case 'httpApiKey':
      return `API key (${scheme.in ?? 'header'})`;
    case 'apiKey':
      return `API key (${scheme.in ?? 'user'})`;
    case 'http':
      return `HTTP ${scheme.scheme ?? ''}`.trim();
    case 'userPassword':
      return 'User and password';
    case 'X509':
      return 'X.509 certificate';
    case 'symmetricEncryption':
      return 'Symmetric encryption';
    case 'asymmetricEncryption':
      return 'Asymmetric encryption';
    case 'oauth2':
      return 'OAuth 2.0';
    case 'openIdConnect':
      return 'OpenID Connect';
    default:
      return saslNames[scheme.type] ?? scheme.type;
  }
}

/** Where the credential goes when connecting, as a reader would write it. */
function howTo(scheme: AsyncApiSecurityScheme): Html | string {
  const name = scheme.paramName ?? '';
  switch (scheme.type) {
    case 'httpApiKey':
      if (scheme.in === 'query')
        return html`<p>Add the key to the connection URL as the <code>${name}</code> query parameter: <code>?${name}=&lt;api-key&gt;</code>.</p>`;
      if (scheme.in === 'cookie') return html`<p>Send the key in the <code>${name}</code> cookie when connecting: <code>${name}=&lt;api-key&gt;</code>.</p>`;
      return html`<p>Send the key in the <code>${name}</code> header when connecting: <code>${name}: &lt;api-key&gt;</code>.</p>`;
    case 'apiKey':
      return html`<p>Send the key as the connection's ${scheme.in === 'password' ? 'password' : 'user'}.</p>`;
    case 'http': {
      const kind = (scheme.scheme ?? '').toLowerCase();
      if (kind === 'bearer')
        return html`<p>Send <code>Authorization: Bearer &lt;token&gt;</code> when connecting${scheme.bearerFormat ? html` (the token is a ${scheme.bearerFormat})` : ''}.</p>`;
      if (kind === 'basic') return html`<p>Send <code>Authorization: Basic &lt;base64 of username:password&gt;</code> when connecting.</p>`;
      return html`<p>Send an <code>Authorization: ${scheme.scheme ?? ''} …</code> header when connecting.</p>`;
    }
    case 'userPassword':
      return html`<p>Connect with a username and password.</p>`;
    case 'X509':
      return html`<p>Present a client certificate when connecting.</p>`;
    case 'symmetricEncryption':
      return html`<p>Messages are encrypted with a shared key.</p>`;
    case 'asymmetricEncryption':
      return html`<p>Messages are encrypted with a public/private key pair.</p>`;
    case 'oauth2':
      return html`<p>Get an access token from one of the flows below and send it as <code>Authorization: Bearer &lt;token&gt;</code> when connecting.</p>`;
    case 'openIdConnect':
      return html`<p>Get a token from the OpenID Connect provider${scheme.openIdConnectUrl ? html` (discovery: ${link(scheme.openIdConnectUrl)})` : ''} and send it when connecting.</p>`;
    default:
      return saslNames[scheme.type] ? html`<p>Authenticate with ${saslNames[scheme.type]} when connecting.</p>` : '';
  }
}

const flowNames: Record<string, string> = {
  authorizationCode: 'Authorization code',
  clientCredentials: 'Client credentials',
  implicit: 'Implicit',
  password: 'Password',
};

function flows(scheme: AsyncApiSecurityScheme): Html | string {
  if (scheme.type !== 'oauth2' || !scheme.flows) return '';
  return html`${Object.entries(scheme.flows).map(([kind, value]) => {
    const flow = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    const urls = [
      ['Authorization URL', flow.authorizationUrl],
      ['Token URL', flow.tokenUrl],
      ['Refresh URL', flow.refreshUrl],
    ].filter((u): u is [string, string] => typeof u[1] === 'string');
    const scopes = flow.availableScopes && typeof flow.availableScopes === 'object' ? Object.entries(flow.availableScopes as Record<string, unknown>) : [];
    return html`<div class="auth-flow"><p><strong>${flowNames[kind] ?? kind}</strong> flow</p>${urls.length ? html`<dl class="auth-urls">${urls.map(([label, url]) => html`<dt>${label}</dt><dd>${link(url)}</dd>`)}</dl>` : ''}${
      scopes.length
        ? html`<table class="auth-scopes"><thead><tr><th>Scope</th><th>Description</th></tr></thead><tbody>${scopes.map(([scope, about]) => html`<tr><td><code>${scope}</code></td><td>${typeof about === 'string' ? about : ''}</td></tr>`)}</tbody></table>`
        : ''
    }</div>`;
  })}`;
}

function link(url: string): Html {
  return /^https?:\/\//i.test(url) ? html`<a href="${url}" rel="nofollow noopener">${url}</a>` : html`<code>${url}</code>`;
}
