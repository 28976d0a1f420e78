import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import type { ApiModel, Operation } from '@quire/openapi';
import { parseEntryReference } from './entry-reference.ts';
import type { OperationRef, SchemaRef } from './manifest.ts';
import { frontmatterText, type MdxPage } from './mdx-pages.ts';
import { nearMatchHint } from './near-matches.ts';
import { normalizeSpecPath } from './spec-path.ts';

export interface MdxReference {
  operation?: { ref: OperationRef; model: ApiModel; op: Operation };
  schema?: SchemaRef;
}

/**
 * Rules 10-12: an MDX page's `openapi` (operation or webhook) or `openapi-schema` frontmatter.
 * The spec path may be left out only when the site uses one spec. A reference that matches
 * nothing leaves the page without an API section, with a warning that says why.
 */
export function resolveMdxReference(page: MdxPage, specs: ReadonlyMap<string, ApiModel | undefined>, diagnostics: Diagnostic[]): MdxReference {
  const file = page.path;
  const result: MdxReference = {};
  const openapi = frontmatterText(page, 'openapi');
  if (openapi) {
    const ref = parseEntryReference(openapi);
    if (!ref) {
      diagnostics.push(diagnostic('MDX_OPENAPI_MALFORMED', `Frontmatter \`openapi: ${openapi}\` names no operation.`, { file, pointer: '/openapi' }));
    } else {
      const spec = pickSpec(ref.spec, specs, file, `openapi: ${openapi}`, diagnostics);
      const model = spec ? specs.get(spec) : undefined;
      if (spec && model) {
        const op = [...model.operations, ...model.webhooks].find((o) => o.key === ref.key);
        if (op) result.operation = { ref: { spec, key: op.key }, model, op };
        else {
          const hint = nearMatchHint(model, ref.key, 'Method and path must match the spec exactly, including case and trailing slash. The page shows no API reference until they do.');
          diagnostics.push(diagnostic('MDX_OPENAPI_NOT_FOUND', `\`${ref.key}\` is not in ${spec}, so the page has no API reference.`, { file, pointer: '/openapi', hint }));
        }
      }
    }
  }
  const schemaValue = frontmatterText(page, 'openapi-schema');
  if (schemaValue) {
    const parts = schemaValue.split(/\s+/);
    const name = parts.pop()!;
    const spec = pickSpec(parts[0], specs, file, `openapi-schema: ${schemaValue}`, diagnostics);
    const model = spec ? specs.get(spec) : undefined;
    if (spec && model) {
      if (model.schemas.some((s) => s.name === name)) result.schema = { spec, name };
      else diagnostics.push(diagnostic('MDX_SCHEMA_NOT_FOUND', `Schema \`${name}\` is not in ${spec}'s components.schemas.`, { file, pointer: '/openapi-schema' }));
    }
  }
  return result;
}

function pickSpec(written: string | undefined, specs: ReadonlyMap<string, ApiModel | undefined>, file: string, what: string, diagnostics: Diagnostic[]): string | undefined {
  if (written) return normalizeSpecPath(written);
  if (specs.size === 1) return [...specs.keys()][0];
  if (specs.size === 0) {
    diagnostics.push(diagnostic('NAV_NO_DEFAULT_SPEC', `\`${what}\` names an operation, but the site uses no OpenAPI spec.`, { file, hint: 'Set `openapi` in docs.json (navigation or an element of it), or start the value with the spec path.' }));
  } else {
    diagnostics.push(diagnostic('MDX_OPENAPI_AMBIGUOUS', `\`${what}\` does not say which of ${specs.size} specs (${[...specs.keys()].join(', ')}) it means.`, { file }));
  }
  return undefined;
}
