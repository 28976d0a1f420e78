import type { DiagnosticCode } from '@quire/diagnostics';
import type { AsyncApiChannel, AsyncApiModel } from '@quire/asyncapi';
import { channelBadge, channelPlayground, channelSlug, channelTitle } from './channel-pages.ts';
import type { NavNode, Route } from './manifest.ts';
import type { SlugRegistry } from './slug.ts';
import { normalizeSpecPath } from './spec-path.ts';

/** What a navigation element passes down that channel pages use. */
export interface ChannelScope {
  /** The inherited `asyncapi` document and its pages' folder. */
  asyncSpec?: string;
  asyncDirectory: string;
  version?: string;
  path: (string | number)[];
}

/** The resolver's state that channel pages share with operation and MDX pages. */
export interface ChannelRoutesContext {
  asyncSpecs: ReadonlyMap<string, AsyncApiModel | undefined>;
  /** `spec\nchannel id` -> the MDX file that shows that channel. */
  mdxByChannel: ReadonlyMap<string, string>;
  /** Slug -> MDX file path. */
  mdxFileAt: (slug: string) => string | undefined;
  /** Pages made so far, by `spec\nkey`: each is made once however many entries point at it. */
  generated: Map<string, Route>;
  routes: Route[];
  slugs: SlugRegistry;
  siteMode: unknown;
  report: (code: DiagnosticCode, message: string, path: (string | number)[], hint?: string) => void;
}

/**
 * The pages of AsyncAPI channels, by the rules operation pages follow: an entry names one channel
 * (`channel id`, `<asyncapi-path> channel id`); an element with its own `asyncapi` and nothing
 * listed gets every channel (#every-operation), unless some are listed by hand
 * (#listed-operations-only); `x-hidden` pages are built but unlisted, `x-excluded` ones not built
 * (#hidden-and-excluded-operations); an MDX page of the same channel conflicts
 * (#one-page-per-operation). Anchors of docs: guides/api-navigation.
 */
export class ChannelRoutes {
  readonly #ctx: ChannelRoutesContext;
  readonly #explicit = new Map<string, Set<string>>();

  constructor(ctx: ChannelRoutesContext) {
    this.#ctx = ctx;
  }

  /** A navigation entry that names a channel. */
  entry(ref: { spec?: string; id: string }, entry: string, scope: ChannelScope, path: (string | number)[]): NavNode | undefined {
    const { asyncSpecs, report } = this.#ctx;
    const spec = ref.spec ? normalizeSpecPath(ref.spec) : scope.asyncSpec;
    if (spec === undefined) {
      report('NAV_NO_DEFAULT_ASYNCAPI', `\`${entry}\` names a channel, but no \`asyncapi\` document is set here or on a parent element.`, path);
      return undefined;
    }
    if (!asyncSpecs.has(spec)) {
      report(
        'NAV_PAGE_NOT_FOUND',
        `\`${entry}\` names the AsyncAPI document ${spec}, which the site does not load: the navigation leaves it out.`,
        path,
        'Check the document path (relative to the docs folder), or add the document as `asyncapi` of an element.',
      );
      return undefined;
    }
    const model = asyncSpecs.get(spec);
    if (!model) return undefined; // Failed to load (already reported).
    const channel = model.channels.find((c) => c.id === ref.id);
    if (!channel) {
      report('NAV_CHANNEL_NOT_FOUND', `\`${entry}\` names no channel of ${spec}. Its channels: ${model.channels.map((c) => c.id).join(', ') || 'none'}.`, path);
      return undefined;
    }
    let listed = this.#explicit.get(spec);
    if (!listed) this.#explicit.set(spec, (listed = new Set()));
    listed.add(channel.id);
    if (channel.excluded) {
      report('NAV_CHANNEL_EXCLUDED', `Channel \`${channel.id}\` of ${spec} is excluded with \`x-excluded\`, so it has no page.`, path);
      return undefined;
    }
    return this.#page(spec, model, channel, scope, true, path);
  }

  /** Every channel of the document in order (called once all explicit entries are known). */
  all(spec: string, scope: ChannelScope): NavNode[] {
    const model = this.#ctx.asyncSpecs.get(spec);
    if (!model) return [];
    const path = [...scope.path, 'asyncapi'];
    if (this.#explicit.get(spec)?.size) {
      this.#ctx.report(
        'NAV_AUTOGEN_SUPPRESSED',
        `No pages are generated here for ${spec}: navigation lists some of its channels explicitly, so only those appear.`,
        path,
      );
      return [];
    }
    return model.channels.flatMap((channel) => (channel.excluded ? [] : (this.#page(spec, model, channel, scope, !channel.hidden, path) ?? [])));
  }

  #page(
    spec: string,
    model: AsyncApiModel,
    channel: AsyncApiChannel,
    scope: ChannelScope,
    visible: boolean,
    entryPath: (string | number)[],
  ): NavNode | undefined {
    const { generated, report } = this.#ctx;
    const id = `${spec}\n${channel.id}`;
    const mdxFile = this.#ctx.mdxByChannel.get(id);
    if (mdxFile) {
      report(
        'ROUTE_CONFLICT',
        `Channel \`${channel.id}\` of ${spec} has both an MDX page (${mdxFile}) and a navigation entry that generates its page.`,
        entryPath,
      );
      return undefined;
    }
    let route = generated.get(id);
    if (!route) {
      const wanted = channelSlug(scope.asyncDirectory, channel);
      const taken = this.#ctx.mdxFileAt(wanted);
      if (taken) {
        report('ROUTE_CONFLICT', `The generated page of channel \`${channel.id}\` (${spec}) and the MDX file ${taken} both want /${wanted}.`, entryPath);
        return undefined;
      }
      route = {
        slug: this.#ctx.slugs.claim(wanted),
        kind: 'channel',
        source: spec,
        title: channelTitle(channel),
        deprecated: false,
        hidden: true,
        channel: { spec, id: channel.id },
        playground: channelPlayground(model, channel, this.#ctx.siteMode),
        metadata: {},
        ...(channel.summary ? { description: channel.summary } : {}),
        ...(scope.version ? { version: scope.version } : {}),
      };
      generated.set(id, route);
      this.#ctx.routes.push(route);
    }
    if (!visible) return undefined;
    route.hidden = false;
    const badge = channelBadge(model, channel);
    return { type: 'page', label: route.title, slug: route.slug, deprecated: false, ...(badge ? { method: badge } : {}) };
  }
}
