import type { AsyncApiServer } from '@quire/asyncapi';
import { html, type Html } from '../html.ts';
import { renderMarkdown } from '../markdown.ts';
import { fact } from '../schema-facts.ts';
import { fieldRow, rootWalk, type SchemaContext } from '../schema-tree.ts';
import { asSchema } from './channel-context.ts';
import { serverUrl } from './channel-address.ts';

/** Where the channel is served: each server's URL, protocol, description, variables and security. */
export function serversSection(servers: AsyncApiServer[], ctx: SchemaContext): Html | undefined {
  if (!servers.length) return undefined;
  return html`<h2 id="servers">Servers</h2><ul class="channel-servers">${servers.map((server) => serverItem(server, ctx))}</ul>`;
}

function serverItem(server: AsyncApiServer, ctx: SchemaContext): Html {
  const protocol = `${server.protocol}${server.protocolVersion ? `, version ${server.protocolVersion}` : ''}`;
  const variables = server.variables.length
    ? html`<p class="response-part">Variables</p><ul class="schema-fields">${server.variables.map((v) =>
        fieldRow(
          v.name,
          asSchema({
            type: 'string',
            ...(v.enum ? { enum: v.enum } : {}),
            ...(v.default !== undefined ? { default: v.default } : {}),
            ...(v.examples ? { examples: v.examples } : {}),
          }),
          false,
          rootWalk(ctx),
          v.description ? { description: v.description } : {},
        ),
      )}</ul>`
    : '';
  const security = server.security.length
    ? html`<p class="schema-facts">${fact('Authorization', html`${server.security.map((name, i) => html`${i ? ' or ' : ''}<a href="#authorization"><code>${name}</code></a>`)}`)}</p>`
    : '';
  return html`<li class="channel-server"><p class="q-field-head"><code class="q-field-name">${server.name}</code>${server.title ? html`<span class="channel-server-title">${server.title}</span>` : ''}${
    protocol ? html`<span class="q-field-label">${protocol}</span>` : ''
  }</p><p class="channel-server-url"><code>${serverUrl(server)}</code></p>${server.summary ? html`<p>${server.summary}</p>` : ''}${server.description ? renderMarkdown(server.description) : ''}${variables}${security}</li>`;
}
