import { diagnostic, toPointer } from '@quire/diagnostics';
import type { Operation } from '@quire/openapi';
import type { NavNode } from './manifest.ts';
import { mdxEntry } from './mdx-routes.ts';
import type { NavContext } from './nav-context.ts';
import type { Scope } from './nav-scope.ts';
import { operationId } from './operation-id.ts';
import { pageDefaults } from './page-defaults.ts';
import { playgroundMode } from './playground-mode.ts';
import { operationSlug } from './slug.ts';

/**
 * The page of one operation, made once however many entries point at it; its navigation node
 * when `visible`. An href may send the entry to another site or to an MDX page instead.
 */
export function operationPage(
  ctx: NavContext,
  spec: string,
  op: Operation,
  scope: Scope,
  visible: boolean,
  entryPath: (string | number)[],
): NavNode | undefined {
  const { diagnostics, report, mdx, slugs, hrefs } = ctx;
  const id = operationId(spec, op.key);
  const method = op.kind === 'webhook' ? 'WEBHOOK' : op.method;
  const target = hrefs.target(spec, op);
  if (target?.kind === 'external') return { type: 'link', label: op.summary ?? op.key, href: target.href, method };
  if (target?.kind === 'mdx') {
    if (!visible) return undefined;
    // The entry names the operation, so it keeps the operation's label, as a link would.
    const entry = mdxEntry(target.page, scope);
    return { ...entry, label: op.summary ?? op.key, method };
  }
  // An MDX page and a generated page for one operation cannot both exist, unless an href puts
  // the generated page at a path of its own (docs: guides/api-navigation#one-page-per-operation).
  const mdxFile = target ? undefined : mdx.byOperation.get(id);
  if (mdxFile) {
    report('ROUTE_CONFLICT', `\`${op.key}\` of ${spec} has both an MDX page (${mdxFile}) and a navigation entry that generates its page.`, entryPath);
    return undefined;
  }
  let route = ctx.generated.get(id);
  if (!route) {
    const defaults = pageDefaults(op, scope.version);
    for (const problem of defaults.problems) {
      diagnostics.push(
        diagnostic('PAGE_METADATA_FIELD', `${problem.message} The page is built as if it were not set.`, {
          file: spec,
          pointer: op.pointer + toPointer([op.docs.key ?? 'x-docs', 'metadata', problem.field]),
        }),
      );
    }
    const wanted = target?.slug ?? generatedSlug(scope.specs.find((s) => s.spec === spec)?.directory ?? scope.directory, op);
    if (mdx.bySlug.has(wanted)) {
      report(
        'ROUTE_CONFLICT',
        `The generated page of \`${op.key}\` (${spec}) and the MDX file ${mdx.bySlug.get(wanted)!.page.path} both want /${wanted}.`,
        entryPath,
      );
      return undefined;
    }
    const slug = slugs.claim(wanted);
    if (target) hrefs.owners.set(slug, `the href of \`${op.key}\` (${spec})`);
    else if (hrefs.owners.has(wanted)) {
      diagnostics.push(
        diagnostic(
          'OPERATION_HREF_TAKEN',
          `The page of \`${op.key}\` would be at /${wanted}, which ${hrefs.owners.get(wanted)} already names: it is at /${slug}.`,
          { file: spec, pointer: op.pointer },
        ),
      );
    }
    route = {
      slug,
      kind: op.kind,
      source: spec,
      title: defaults.title,
      deprecated: defaults.deprecated,
      hidden: true,
      operation: { spec, key: op.key },
      playground: playgroundMode(op, defaults.metadata.playground ?? ctx.siteMode),
      metadata: defaults.metadata,
      ...(defaults.sidebarTitle ? { sidebarTitle: defaults.sidebarTitle } : {}),
      ...(defaults.description ? { description: defaults.description } : {}),
      ...(defaults.version ? { version: defaults.version } : {}),
      ...(op.docs.content ? { content: op.docs.content } : {}),
    };
    ctx.generated.set(id, route);
    ctx.routes.push(route);
  }
  if (!visible) return undefined;
  route.hidden = false;
  return { type: 'page', label: route.sidebarTitle ?? route.title, slug: route.slug, method, deprecated: route.deprecated };
}

/** `api-reference/pets/list-pets`: the spec's folder, then the operation's own slug. */
function generatedSlug(directory: string, op: Operation): string {
  return `${directory}/${operationSlug(op)}`;
}
