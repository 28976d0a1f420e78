import type { AsyncApiModel } from '@quire/asyncapi';
import type { Diagnostic, DiagnosticCode } from '@quire/diagnostics';
import type { ApiModel } from '@quire/openapi';
import type { ChannelRoutes } from './channel-routes.ts';
import type { DroppedOperations } from './dropped-operations.ts';
import type { GraphQLRoutes } from './graphql-routes.ts';
import type { Route } from './manifest.ts';
import type { MdxRoutes } from './mdx-routes.ts';
import type { OperationHrefs } from './operation-hrefs.ts';
import type { SdkRoutes } from './sdk-routes.ts';
import type { SlugRegistry } from './slug.ts';

/** A diagnostic at a place in docs.json. */
export type Report = (code: DiagnosticCode, message: string, path: (string | number)[], hint?: string) => void;

/** What every kind of navigation node reads and adds to while the navigation is resolved. */
export interface NavContext {
  specs: ReadonlyMap<string, ApiModel | undefined>;
  asyncSpecs: ReadonlyMap<string, AsyncApiModel | undefined>;
  dropped: DroppedOperations;
  diagnostics: Diagnostic[];
  report: Report;
  /** docs.json's `api.playground.display`. */
  siteMode: unknown;
  mdx: MdxRoutes;
  /** Every route made so far: MDX pages first, then generated pages in navigation order. */
  routes: Route[];
  slugs: SlugRegistry;
  /** Generated operation pages by `spec\nkey`: each is made once however many entries point at it. */
  generated: Map<string, Route>;
  /** By spec, the operations navigation lists by hand (docs: guides/api-navigation#listed-operations-only). */
  explicit: Map<string, Set<string>>;
  /** By spec, the folder of its pages: the first an element gives it. */
  specDirectory: Map<string, string>;
  hrefs: OperationHrefs;
  channels: ChannelRoutes;
  graphql: GraphQLRoutes;
  sdk: SdkRoutes;
}

/** The operations of a spec navigation lists by hand, made on first use. */
export function explicitOf(ctx: NavContext, spec: string): Set<string> {
  let set = ctx.explicit.get(spec);
  if (!set) ctx.explicit.set(spec, (set = new Set()));
  return set;
}
