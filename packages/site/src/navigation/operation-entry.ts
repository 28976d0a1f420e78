import { droppedReason } from './dropped-operations.ts';
import type { EntryReference } from './entry-reference.ts';
import type { NavNode } from './manifest.ts';
import { mdxAtEntry, mdxEntry } from './mdx-routes.ts';
import { explicitOf, type NavContext } from './nav-context.ts';
import type { Scope } from './nav-scope.ts';
import { nearMatchHint } from './near-matches.ts';
import { operationPage } from './operation-page.ts';
import { matchSpecPath } from './spec-path.ts';

/** A navigation entry that names an operation or webhook (`GET /pets`, `openapi.yaml GET /pets`, `webhook newPet`). */
export function operationEntry(
  ctx: NavContext,
  ref: Exclude<EntryReference, { type: 'channel' }>,
  entry: string,
  scope: Scope,
  path: (string | number)[],
): NavNode | undefined {
  const { specs, report, mdx } = ctx;
  const matches = ref.spec ? matchSpecPath(ref.spec, specs.keys()) : [];
  if (matches.length > 1) {
    report(
      'NAV_SPEC_AMBIGUOUS',
      `\`${entry}\` names ${ref.spec}, which could be ${matches.join(' or ')}.`,
      path,
      `Write the spec path with its extension, e.g. \`${entry.replace(ref.spec!, matches[0]!)}\`.`,
    );
    return undefined;
  }
  const chosen = ref.spec ? { spec: matches[0] } : defaultSpecFor(ctx, ref.key, scope);
  if ('ambiguous' in chosen) {
    const [a, b] = chosen.ambiguous;
    report(
      'NAV_OPERATION_AMBIGUOUS',
      `\`${entry}\` is an operation of both ${a} and ${b}, the specs of this element.`,
      path,
      `Name the spec in the entry: \`${a} ${ref.key}\` or \`${b} ${ref.key}\`.`,
    );
    return undefined;
  }
  const spec = chosen.spec;
  // The element's default spec, or the one the entry names (docs: guides/api-navigation#method-path-entries, #spec-path-entries).
  if (spec !== undefined && specs.has(spec)) {
    const model = specs.get(spec);
    if (!model) return undefined; // The spec failed to load; its own diagnostics say why (docs: guides/api-navigation#unusable-specs).
    const op = [...model.operations, ...model.webhooks].find((o) => o.key === ref.key);
    if (op) {
      explicitOf(ctx, spec).add(op.key);
      if (op.excluded) {
        report('NAV_OPERATION_EXCLUDED', `\`${op.key}\` of ${spec} is excluded with \`x-excluded\`, so it has no page.`, path);
        return undefined;
      }
      return operationPage(ctx, spec, op, scope, true, path);
    }
    // Not an operation, so a file path (docs: guides/api-navigation#file-path-entries).
    const page = mdxAtEntry(mdx, entry);
    if (page) return mdxEntry(page, scope);
    const why = ctx.dropped.get(spec)?.get(ref.key);
    if (why) {
      explicitOf(ctx, spec).add(ref.key);
      report('NAV_OPERATION_DROPPED', `\`${entry}\` names an operation of ${spec} that has errors, so it has no page: ${droppedReason(why)}.`, path);
      return undefined;
    }
    const of = !ref.spec && scope.specs.length > 1 ? scope.specs.map((s) => s.spec).join(', ') : spec;
    report(
      'NAV_PAGE_NOT_FOUND',
      `\`${entry}\` is not an operation of ${of}, nor an MDX file: the navigation leaves it out.`,
      path,
      nearMatchHint(model, ref.key, 'Check the method and path against the spec (exact case and trailing slash), or create the MDX file.'),
    );
    return undefined;
  }
  const page = mdxAtEntry(mdx, entry);
  if (page) return mdxEntry(page, scope);
  if (spec === undefined) report('NAV_NO_DEFAULT_SPEC', `\`${entry}\` names an operation, but no \`openapi\` spec is set here or on a parent element.`, path);
  else
    report(
      'NAV_PAGE_NOT_FOUND',
      `\`${entry}\` names the spec ${spec}, which the site does not load: the navigation leaves it out.`,
      path,
      'Check the spec path (relative to the docs folder), or add the spec as `openapi` of an element.',
    );
  return undefined;
}

/**
 * The spec an entry without a spec path names (docs: guides/api-navigation#method-path-entries): the element's default spec; with a
 * list of specs, the one that has the operation. Two that have it make the entry ambiguous.
 */
function defaultSpecFor(ctx: NavContext, key: string, scope: Scope): { spec: string | undefined } | { ambiguous: string[] } {
  if (scope.specs.length <= 1) return { spec: scope.specs[0]?.spec };
  const having = [...new Set(scope.specs.map((s) => s.spec))].filter((spec) => {
    const model = ctx.specs.get(spec);
    return (model && [...model.operations, ...model.webhooks].some((o) => o.key === key)) || ctx.dropped.get(spec)?.has(key);
  });
  if (having.length > 1) return { ambiguous: having };
  return { spec: having[0] ?? scope.specs.find((s) => ctx.specs.get(s.spec))?.spec ?? scope.specs[0]!.spec };
}
