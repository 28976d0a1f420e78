import type { GraphQLScope } from './graphql-routes.ts';
import type { NavNode } from './manifest.ts';
import type { Scope } from './nav-scope.ts';
import type { SdkScope } from './sdk-routes.ts';

/** An "every operation" slot (docs: guides/api-navigation#every-operation), filled once all explicit references are known (#listed-operations-only). */
export interface AutoSlot {
  type: 'auto';
  /** The element's specs, each with where the element names it: `.../openapi`, or `.../openapi/<i>` in a list. */
  specs: { spec: string; path: (string | number)[] }[];
  scope: Scope;
  asGroup: boolean;
}
/** The same for an element with its own `asyncapi` and nothing listed: every channel. */
export interface AutoChannelsSlot {
  type: 'auto-channels';
  spec: string;
  scope: Scope;
}
/** A tab's GraphQL operations and types, unless entries name some of them. */
export interface AutoGraphQLSlot {
  type: 'auto-graphql';
  scope: GraphQLScope;
  path: (string | number)[];
}
/** An element's SDK pages, after its own groups. */
export interface AutoSdkSlot {
  type: 'auto-sdk';
  scope: SdkScope;
  path: (string | number)[];
}
/** The navigation while it is being walked: groups and divisions may still hold slots of generated pages. */
export type DraftGroup = Omit<Extract<NavNode, { type: 'group' }>, 'children'> & { children: Draft[] };
export type DraftDivision = Omit<Extract<NavNode, { type: 'division' }>, 'children'> & { children: Draft[] };
export type Draft = Extract<NavNode, { type: 'page' | 'link' }> | DraftGroup | DraftDivision | AutoSlot | AutoChannelsSlot | AutoGraphQLSlot | AutoSdkSlot;

/** How each kind of slot is filled. */
export interface SlotFillers {
  auto: (slot: AutoSlot) => NavNode[];
  'auto-channels': (slot: AutoChannelsSlot) => NavNode[];
  'auto-graphql': (slot: AutoGraphQLSlot) => NavNode[];
  'auto-sdk': (slot: AutoSdkSlot) => NavNode[];
}

/** The navigation with every slot filled, in order, now that every explicit reference is known. */
export function expandDrafts(drafts: Draft[], fill: SlotFillers): NavNode[] {
  return drafts.flatMap((draft): NavNode[] => {
    if (draft.type === 'auto') return fill.auto(draft);
    if (draft.type === 'auto-channels') return fill['auto-channels'](draft);
    if (draft.type === 'auto-graphql') return fill['auto-graphql'](draft);
    if (draft.type === 'auto-sdk') return fill['auto-sdk'](draft);
    if ('children' in draft) return [{ ...draft, children: expandDrafts(draft.children, fill) } as NavNode];
    return [draft];
  });
}
