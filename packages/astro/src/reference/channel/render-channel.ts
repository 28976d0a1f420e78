import type { RowHistory } from '@quire/changes';
import type { ChannelPageData } from '../../data/channel-data.ts';
import { methodBadge } from '../../data/render-sidebar.ts';
import type { ReferenceSettings } from '../../data/site-data.ts';
import { endpointAddress } from '../endpoint-address.ts';
import type { Highlight } from '../examples-panel.ts';
import { html, trusted, type Html } from '../html.ts';
import { renderMarkdown } from '../markdown.ts';
import { channelUrl } from './channel-address.ts';
import { channelPageContext, pageIds } from './channel-context.ts';
import { channelExamples } from './channel-examples.ts';
import { messageSections } from './channel-messages.ts';
import { channelParametersSection, connectionSections } from './channel-parameters.ts';
import { channelSecuritySection } from './channel-security.ts';
import { serversSection } from './channel-servers.ts';

/** A channel page's generated parts: the address line's badge and URL, its description, sections and examples. */
export interface RenderedChannel {
  /** The `WS` badge and the address, for the page's address line. */
  address: Html;
  description?: Html;
  main: Html;
  aside?: Html;
}

/** Renders a WebSocket channel's reference from its page data (and its rows' change history, when the spec has one); pure, no I/O. */
export function renderChannel(
  data: ChannelPageData,
  settings: Pick<ReferenceSettings, 'autogenerate' | 'expanded'>,
  highlight: Highlight,
  rowHistory?: Record<string, Record<string, RowHistory>>,
): RenderedChannel {
  const nextId = pageIds();
  const ctx = channelPageContext(nextId, settings.expanded, data.refs, rowHistory);
  const { channel } = data;
  // Authorization first, as on endpoint pages: a reader needs it before connecting.
  const sections = [
    channelSecuritySection(data.securitySchemes),
    channelParametersSection(channel.parameters, ctx),
    ...connectionSections(channel.bindings, ctx),
    serversSection(data.servers, ctx),
    ...messageSections(data, ctx),
  ];
  const aside = channelExamples(data, { autogenerate: settings.autogenerate, highlight, nextId });
  return {
    address: addressLine(data),
    ...(channel.description ? { description: renderMarkdown(channel.description) } : {}),
    main: html`${sections}`,
    ...(aside.length ? { aside: html`${aside}` } : {}),
  };
}

function addressLine(data: ChannelPageData): Html {
  const { server, address } = channelUrl(data.servers, data.channel.address);
  // On WebSocket and HTTP servers the address is a path under the server's URL; elsewhere
  // (`user.{id}.events` on Kafka or AMQP) it is a topic name, shown beside the server.
  const web = /^(wss?|https?)$/i.test(data.servers[0]?.protocol ?? '');
  const joined = server !== undefined && (web || address.startsWith('/') || !address);
  const slash = joined && address && !address.startsWith('/') ? '/' : '';
  const path = endpointAddress(joined ? server : undefined, `${slash}${address || (joined ? '' : data.channel.id)}`);
  const on = server !== undefined && !joined ? html`<span class="channel-on">on <code>${server}</code></span>` : '';
  const label = channelBadge(data);
  const badge = label === 'WS' ? trusted(methodBadge('WS')) : html`<span class="method method-protocol">${label}</span>`;
  return html`${badge}${path}${on}`;
}

/** The sidebar's rule: `WS` for a channel on a WebSocket server; other protocols show their name. */
export function channelBadge(data: ChannelPageData): string {
  return data.servers.length && !data.servers.some((s) => /^wss?$/i.test(s.protocol)) ? data.servers[0]!.protocol.toUpperCase() : 'WS';
}
