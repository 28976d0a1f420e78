/**
 * Renders channel pages straight from AsyncAPI documents, without an Astro build: the same
 * functions ChannelPage.astro calls, over the same page data.
 */
import { loadAsyncApi, type AsyncApiModel } from '@quire/asyncapi';
import { channelPageData } from '../src/data/channel-data.ts';
import { escapeHtml } from '../src/data/escape-html.ts';
import { renderChannel } from '../src/reference/channel/render-channel.ts';

const models = new Map<string, AsyncApiModel>();

/** The model of an AsyncAPI document, loaded once; throws with its diagnostics when it does not load. */
export async function asyncSpec(file: string): Promise<AsyncApiModel> {
  const cached = models.get(file);
  if (cached) return cached;
  const loaded = await loadAsyncApi(file);
  if (!loaded.model) throw new Error(`${file} did not load: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
  models.set(file, loaded.model);
  return loaded.model;
}

/** One channel's rendered page (address line, description, sections, examples) as one HTML string. */
export function renderChannelPage(model: AsyncApiModel, channelId: string, settings = { autogenerate: true, expanded: false }): string {
  const data = channelPageData('spec.yaml', model, channelId);
  if (!data) throw new Error(`no channel ${channelId}`);
  // Round-trip through JSON as the page's data file does.
  const rendered = renderChannel(JSON.parse(JSON.stringify(data)), settings, (code) => escapeHtml(code));
  return [rendered.address.value, rendered.description?.value ?? '', rendered.main.value, rendered.aside?.value ?? ''].join('\n');
}
