import { securityKind, type OAuthFlow, type SecurityRequirement, type SecurityScheme } from '@quire/openapi';
import { html, type Html } from './html.ts';
import { renderMarkdown } from './markdown.ts';
import { fact } from './schema-facts.ts';

const flowNames: Record<string, string> = {
  authorizationCode: 'Authorization code',
  clientCredentials: 'Client credentials',
  implicit: 'Implicit',
  password: 'Password',
  deviceAuthorization: 'Device authorization',
};

/**
 * How to authenticate, from the effective `security`: one way, or alternatives ("one of"), each
 * possibly a combination of schemes ("all of"). An empty requirement makes auth optional.
 */
export function securitySection(requirements: SecurityRequirement[], schemes: Record<string, SecurityScheme>): Html | undefined {
  if (!requirements.length) return undefined;
  const optional = requirements.some((r) => r.length === 0);
  const ways = requirements.filter((r) => r.length > 0);
  if (!ways.length) return undefined;
  const wayHtml = (way: SecurityRequirement) =>
    way.length === 1
      ? schemeBlock(way[0]!.scheme, schemes[way[0]!.scheme], way[0]!.scopes)
      : html`<div class="auth-combined"><p class="auth-intro">All of these together:</p>${way.map((s) => schemeBlock(s.scheme, schemes[s.scheme], s.scopes))}</div>`;
  const body =
    ways.length === 1
      ? wayHtml(ways[0]!)
      : html`<p class="auth-intro">Any one of these ${ways.length} ways:</p><ol class="auth-alternatives">${ways.map((w) => html`<li>${wayHtml(w)}</li>`)}</ol>`;
  return html`<h2 id="authorization">Authorization</h2>${optional ? html`<p class="auth-intro">Optional: the request also works without authentication.</p>` : ''}${body}`;
}

function schemeBlock(name: string, scheme: SecurityScheme | undefined, scopes: string[]): Html {
  const description = scheme?.description ? renderMarkdown(scheme.description) : '';
  const deprecated = scheme?.deprecated ? html`<span class="q-field-flag q-field-deprecated-flag">deprecated</span>` : '';
  return html`<div class="auth-scheme"><p class="q-field-head"><code class="q-field-name">${name}</code><span class="q-field-type">${scheme ? securityKind(scheme) : 'undefined scheme'}</span>${deprecated}</p>${
    scheme ? howTo(scheme) : ''
  }${description}${scheme && (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') ? '' : scopesLine(scopes)}${scheme?.type === 'oauth2' && scheme.metadataUrl ? html`<p>Server metadata: ${urlLink(scheme.metadataUrl)}</p>` : ''}${scheme?.type === 'oauth2' ? flows(scheme.flows, scopes) : ''}${
    scheme?.type === 'openIdConnect' ? html`<p>Discovery: ${urlLink(scheme.openIdConnectUrl)}</p>${scopesLine(scopes)}` : ''
  }</div>`;
}

/** Where the credential goes, as a reader would write it. */
function howTo(scheme: SecurityScheme): Html | string {
  if (scheme.type === 'apiKey') {
    const where =
      scheme.in === 'header'
        ? html`<code>${scheme.name}: &lt;api-key&gt;</code> header`
        : scheme.in === 'query'
          ? html`<code>?${scheme.name}=&lt;api-key&gt;</code> query parameter`
          : html`<code>${scheme.name}=&lt;api-key&gt;</code> cookie`;
    return html`<p>Send the key in the ${where}.</p>`;
  }
  if (scheme.type === 'http') {
    const kind = scheme.scheme.toLowerCase();
    if (kind === 'bearer') return html`<p>Send <code>Authorization: Bearer &lt;token&gt;</code>.</p>`;
    if (kind === 'basic') return html`<p>Send <code>Authorization: Basic &lt;base64 of username:password&gt;</code>.</p>`;
    return html`<p>Send an <code>Authorization: ${scheme.scheme} …</code> header.</p>`;
  }
  if (scheme.type === 'oauth2') return html`<p>Send the access token as <code>Authorization: Bearer &lt;token&gt;</code>.</p>`;
  if (scheme.type === 'mutualTLS') return html`<p>Present a client certificate when connecting.</p>`;
  return '';
}

function scopesLine(scopes: string[]): Html | string {
  return scopes.length
    ? html`<p class="schema-facts">${fact('Required scopes', html`${scopes.map((s, i) => html`${i ? ' ' : ''}<code>${s}</code>`)}`)}</p>`
    : '';
}

function flows(all: Record<string, OAuthFlow>, required: string[]): Html {
  return html`${Object.entries(all).map(([kind, flow]) => {
    const urls = [
      ['Authorization URL', flow.authorizationUrl],
      ['Device authorization URL', flow.deviceAuthorizationUrl],
      ['Token URL', flow.tokenUrl],
      ['Refresh URL', flow.refreshUrl],
    ].filter((u): u is [string, string] => typeof u[1] === 'string');
    const scopes = Object.entries(flow.scopes);
    return html`<div class="auth-flow"><p><strong>${flowNames[kind] ?? kind}</strong> flow</p>${urls.length ? html`<dl class="auth-urls">${urls.map(([label, url]) => html`<dt>${label}</dt><dd>${urlLink(url)}</dd>`)}</dl>` : ''}${
      scopes.length
        ? html`<table class="auth-scopes"><thead><tr><th>Scope</th><th>Description</th></tr></thead><tbody>${scopes.map(
            ([scope, about]) =>
              html`<tr${required.includes(scope) ? html` class="scope-required"` : ''}><td><code>${scope}</code>${required.includes(scope) ? html` <span class="q-field-flag q-field-required">required</span>` : ''}</td><td>${about}</td></tr>`,
          )}</tbody></table>`
        : ''
    }</div>`;
  })}`;
}

/** A spec URL is a link only when it is http(s); relative or odd ones stay text. */
function urlLink(url: string): Html {
  return /^https?:\/\//i.test(url) ? html`<a href="${url}" rel="nofollow noopener">${url}</a>` : html`<code>${url}</code>`;
}
