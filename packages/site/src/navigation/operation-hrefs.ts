import { diagnostic, toPointer, type Diagnostic } from '@quire/diagnostics';
import type { Operation } from '@quire/openapi';
import type { OperationHrefUse, Route } from './manifest.ts';
import type { MdxEntry } from './mdx-routes.ts';
import { operationId } from './operation-id.ts';
import { parseOperationHref } from './operation-href.ts';
import type { SlugRegistry } from './slug.ts';

/** An operation's usable href: another site, an MDX page there, or the path of its generated page. */
export type HrefTarget = { kind: 'external'; href: string } | { kind: 'mdx'; page: MdxEntry } | { kind: 'page'; slug: string };

/** The resolver's state an operation's href is read against. */
export interface OperationHrefsContext {
  mdxBySlug: ReadonlyMap<string, MdxEntry>;
  slugs: SlugRegistry;
  routes: readonly Route[];
  diagnostics: Diagnostic[];
}

/** Where operations' `x-docs.href` send their pages, each read once (its warnings too). */
export class OperationHrefs {
  /** Every href written, with the path it gave the page: the manifest's `hrefs`. */
  readonly uses: OperationHrefUse[] = [];
  /** Paths taken by an href, and whose: a default path landing there moves, with a warning. */
  readonly owners = new Map<string, string>();
  readonly #targets = new Map<string, HrefTarget | undefined>();
  readonly #ctx: OperationHrefsContext;

  constructor(ctx: OperationHrefsContext) {
    this.#ctx = ctx;
  }

  /**
   * Where the operation's href sends it: another site, an MDX page at that path (the entry links
   * to it: docs: guides/api-navigation#one-page-per-operation), or the path its generated page takes. Undefined without a usable href.
   */
  target(spec: string, op: Operation): HrefTarget | undefined {
    const id = operationId(spec, op.key);
    if (this.#targets.has(id)) return this.#targets.get(id);
    const { mdxBySlug, slugs, diagnostics } = this.#ctx;
    let target: HrefTarget | undefined;
    const href = op.docs.href;
    if (href !== undefined) {
      const parsed = parseOperationHref(href);
      const at = { file: spec, pointer: op.pointer + toPointer([op.docs.key ?? 'x-docs', 'href']) };
      if (parsed.kind === 'invalid') {
        diagnostics.push(
          diagnostic(
            'OPERATION_HREF_INVALID',
            `The href \`${href}\` of \`${op.key}\` is not a page path: ${parsed.reason}. Its page is generated at its default path.`,
            at,
          ),
        );
      } else if (parsed.kind === 'external') target = { kind: 'external', href: parsed.href };
      else {
        const mdx = mdxBySlug.get(parsed.asWritten) ?? mdxBySlug.get(parsed.slug);
        if (mdx) target = { kind: 'mdx', page: mdx };
        else if (slugs.has(parsed.slug)) {
          diagnostics.push(
            diagnostic(
              'OPERATION_HREF_TAKEN',
              `The href \`${href}\` of \`${op.key}\` names /${parsed.slug}, which ${this.ownerOf(parsed.slug)} already has. Its page is generated at its default path.`,
              at,
            ),
          );
        } else target = { kind: 'page', slug: parsed.slug };
      }
      this.uses.push({
        operation: { spec, key: op.key },
        href,
        ...(target?.kind === 'mdx' ? { slug: target.page.route.slug } : target?.kind === 'page' ? { slug: target.slug } : {}),
      });
    }
    this.#targets.set(id, target);
    return target;
  }

  /** Who has a path, in words: the first operation to claim it, or the page there. */
  ownerOf(slug: string): string {
    const route = this.#ctx.routes.find((r) => r.slug === slug);
    return (
      this.owners.get(slug) ??
      (route?.operation ? `the page of \`${route.operation.key}\` (${route.operation.spec})` : route ? `the page of ${route.source}` : 'another page')
    );
  }
}
