import { stringify } from 'yaml';
import type { AsyncApiChannel } from '@quire/asyncapi';

/**
 * The MDX page of one AsyncAPI channel: `title`, `description` (the channel's summary) and
 * `asyncapi: "<document> <channel id>"`. The page names its document, so it stays unambiguous in
 * a site with several AsyncAPI documents; the site renders the channel itself from the document.
 */
export function channelPage(channel: AsyncApiChannel, document: string): string {
  const frontmatter: Record<string, unknown> = {
    title: channel.title ?? channel.id,
    ...(channel.summary ? { description: channel.summary.trim().replace(/\s+/g, ' ') } : {}),
    asyncapi: `${document} ${channel.id}`,
  };
  return `---\n${stringify(frontmatter, { lineWidth: 0 }).trimEnd()}\n---\n`;
}
