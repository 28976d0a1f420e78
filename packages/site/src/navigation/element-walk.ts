import { childLists, hasContent, specSourcesOf, type NavElement } from './nav-element.ts';
import type { NavContext } from './nav-context.ts';
import type { Draft, DraftDivision, DraftGroup } from './nav-draft.ts';
import { elementScope, type Scope } from './nav-scope.ts';
import { pageEntry } from './page-entry.ts';
import { defaultSdkDirectory } from './sdk-routes.ts';
import { slugifyFolder } from './slug.ts';
import { normalizeSpecPath } from './spec-path.ts';

/**
 * A navigation element's children, in order: its `pages` (entries and groups), then its child
 * lists (groups, then tabs, anchors, versions, dropdowns, languages, products, menu items, each
 * a division), then the slots of pages it generates. A hidden element keeps its pages but lists none.
 */
export function walkElement(ctx: NavContext, element: NavElement, parent: Scope, path: (string | number)[]): Draft[] {
  const scope = elementScope(element, parent, path, ctx);
  const drafts: Draft[] = [];
  element.pages?.forEach((entry, i) => {
    const at = [...path, 'pages', i];
    if (typeof entry === 'string') {
      const node = pageEntry(ctx, entry, scope, at);
      if (node) drafts.push(node);
    } else drafts.push(groupDraft(ctx, entry, scope, at));
  });
  for (const { key, division, label } of childLists) {
    element[key]?.forEach((child, i) => {
      const at = [...path, key, i];
      drafts.push(division ? divisionDraft(ctx, child, division, String(child[label] ?? ''), scope, at) : groupDraft(ctx, child, scope, at));
    });
  }
  drafts.push(...generatedSlots(ctx, element, scope, path));
  return element.hidden ? [] : drafts;
}

/** A sidebar group: a label over its children. */
function groupDraft(ctx: NavContext, group: NavElement, scope: Scope, path: (string | number)[]): Draft {
  return {
    type: 'group',
    label: group.group ?? '',
    children: walkElement(ctx, group, scope, path),
    ...(group.icon ? { icon: group.icon } : {}),
    ...(group.expanded !== undefined ? { expanded: group.expanded } : {}),
  } as DraftGroup;
}

/** A tab, anchor, version, dropdown, language, product or menu item: a part of the site the reader switches to. */
function divisionDraft(ctx: NavContext, child: NavElement, division: DraftDivision['division'], label: string, scope: Scope, path: (string | number)[]): Draft {
  return {
    type: 'division',
    division,
    label,
    children: walkElement(ctx, child, scope, path),
    ...(child.icon ? { icon: child.icon } : {}),
    ...(child.href ? { href: child.href } : {}),
    ...(child.default ? { isDefault: true } : {}),
  } as DraftDivision;
}

/** The pages an element generates after what it lists: its spec's operations, its channels, its GraphQL schema's and SDK's pages. */
function generatedSlots(ctx: NavContext, element: NavElement, scope: Scope, path: (string | number)[]): Draft[] {
  const slots: Draft[] = [];
  // An element with its own spec and nothing listed gets every operation (docs: guides/api-navigation#every-operation).
  // With a list of specs, every operation of each, one spec after the other.
  if (specSourcesOf(element.openapi).length && !hasContent(element)) {
    const loaded = scope.specs
      .map(({ spec }, i) => ({ spec, path: Array.isArray(element.openapi) ? [...path, 'openapi', i] : [...path, 'openapi'] }))
      .filter(({ spec }, i) => ctx.specs.get(spec) && scope.specs.findIndex((s) => s.spec === spec) === i);
    if (loaded.length) slots.push({ type: 'auto', specs: loaded, scope, asGroup: element.group !== undefined });
  }
  if (element.asyncapi && !hasContent(element) && scope.asyncSpec && ctx.asyncSpecs.get(scope.asyncSpec)) {
    slots.push({ type: 'auto-channels', spec: scope.asyncSpec, scope });
  }
  // The tab's groups may hold pages of their own: its schema's pages come after them.
  if (element.graphql && scope.graphql) slots.push({ type: 'auto-graphql', scope: scope.graphql, path: [...path, 'graphql'] });
  // The same for an SDK artifact's pages, as the hosted platform places them.
  if (element.sdk)
    slots.push({
      type: 'auto-sdk',
      scope: {
        spec: normalizeSpecPath(element.sdk.source),
        directory: (element.sdk.directory && slugifyFolder(element.sdk.directory)) || defaultSdkDirectory,
        ...(scope.version ? { version: scope.version } : {}),
      },
      path: [...path, 'sdk'],
    });
  return slots;
}
