import type { ChannelPageData } from '../data/channel-data.ts';
import { connectionHeadings } from './channel/channel-parameters.ts';
import { messageSectionIds, messageSectionKinds, messageSectionTitles } from './channel/channel-messages.ts';

/** The table of contents of a channel page: one entry per section renderChannel writes, in its order. */
export function channelHeadings(data: ChannelPageData | undefined): { depth: number; slug: string; text: string }[] {
  if (!data) return [];
  const headings: { depth: number; slug: string; text: string }[] = [];
  if (data.securitySchemes.length) headings.push({ depth: 2, slug: 'authorization', text: 'Authorization' });
  if (data.channel.parameters.length) headings.push({ depth: 2, slug: 'parameters', text: 'Parameters' });
  for (const h of connectionHeadings(data.channel.bindings)) headings.push({ depth: 2, ...h });
  if (data.servers.length) headings.push({ depth: 2, slug: 'servers', text: 'Servers' });
  for (const kind of messageSectionKinds(data)) headings.push({ depth: 2, slug: messageSectionIds[kind], text: messageSectionTitles[kind] });
  return headings;
}
