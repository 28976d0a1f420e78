import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import type { ApiModel, Operation } from '@quire/openapi';
import type { AsyncApiChannel, AsyncApiModel } from '@quire/asyncapi';
import { parseFrontmatterReference, splitDocumentReference } from './entry-reference.ts';
import type { ChannelRef, OperationRef, SchemaRef } from './manifest.ts';
import type { MdxPage } from './mdx-pages.ts';
import { droppedReason, type DroppedOperations } from './dropped-operations.ts';
import { nearMatchHint } from './near-matches.ts';
import { matchSpecPath, normalizeSpecPath } from './spec-path.ts';

export interface MdxReference {
  operation?: { ref: OperationRef; model: ApiModel; op: Operation };
  schema?: SchemaRef;
  channel?: { ref: ChannelRef; model: AsyncApiModel; channel: AsyncApiChannel };
}

/**
 * Rules 10-12: an MDX page's `openapi` (operation or webhook) or `openapi-schema` frontmatter.
 * The spec path may be left out only when the site uses one spec. A reference that matches
 * nothing leaves the page without an API section, with a warning that says why.
 */
export function resolveMdxReference(
  page: MdxPage,
  specs: ReadonlyMap<string, ApiModel | undefined>,
  diagnostics: Diagnostic[],
  asyncSpecs: ReadonlyMap<string, AsyncApiModel | undefined> = new Map(),
  dropped: DroppedOperations = new Map(),
  found: ReadonlySet<string> = new Set(),
): MdxReference {
  const file = page.path;
  const result: MdxReference = {};
  const openapi = page.frontmatter.openapi;
  if (openapi) {
    const ref = parseFrontmatterReference(openapi);
    if (!ref) {
      diagnostics.push(diagnostic('MDX_OPENAPI_MALFORMED', `Frontmatter \`openapi: ${openapi}\` names no operation.`, { file, pointer: '/openapi' }));
    } else {
      const spec = pickSpec(
        ref.spec,
        specs,
        found,
        file,
        `openapi: ${openapi}`,
        diagnostics,
        (model) => [...model.operations, ...model.webhooks].some((o) => o.key === ref.key),
        (all) =>
          diagnostic(
            'MDX_OPENAPI_NOT_FOUND',
            `\`${ref.key}\` is in none of the site's ${all.length} specs (${all.join(', ')}), so the page has no API reference.`,
            { file, pointer: '/openapi' },
          ),
      );
      const model = spec ? specs.get(spec) : undefined;
      if (spec && model) {
        const op = [...model.operations, ...model.webhooks].find((o) => o.key === ref.key);
        if (op) result.operation = { ref: { spec, key: op.key }, model, op };
        else if (dropped.get(spec)?.has(ref.key)) {
          const why = dropped.get(spec)!.get(ref.key)!;
          diagnostics.push(
            diagnostic('MDX_OPENAPI_NOT_FOUND', `\`${ref.key}\` of ${spec} has errors, so the page has no API reference: ${droppedReason(why)}.`, {
              file,
              pointer: '/openapi',
              hint: 'Fix the operation in the spec at the place shown, and the page gets its API reference back.',
            }),
          );
        } else {
          const hint = nearMatchHint(
            model,
            ref.key,
            'Method and path must match the spec exactly, including case and trailing slash. The page shows no API reference until they do.',
          );
          diagnostics.push(
            diagnostic('MDX_OPENAPI_NOT_FOUND', `\`${ref.key}\` is not in ${spec}, so the page has no API reference.`, { file, pointer: '/openapi', hint }),
          );
        }
      }
    }
  }
  const schemaValue = page.frontmatter['openapi-schema'];
  if (schemaValue) {
    const parts = schemaValue.split(/\s+/);
    const name = parts.pop()!;
    const spec = pickSpec(
      parts[0],
      specs,
      found,
      file,
      `openapi-schema: ${schemaValue}`,
      diagnostics,
      (model) => model.schemas.some((s) => s.name === name),
      (all) =>
        diagnostic('MDX_SCHEMA_NOT_FOUND', `Schema \`${name}\` is in none of the site's ${all.length} specs (${all.join(', ')}).`, {
          file,
          pointer: '/openapi-schema',
        }),
    );
    const model = spec ? specs.get(spec) : undefined;
    if (spec && model) {
      if (model.schemas.some((s) => s.name === name)) result.schema = { spec, name };
      else
        diagnostics.push(
          diagnostic('MDX_SCHEMA_NOT_FOUND', `Schema \`${name}\` is not in ${spec}'s components.schemas.`, { file, pointer: '/openapi-schema' }),
        );
    }
  }
  const asyncapi = page.frontmatter.asyncapi;
  if (asyncapi) {
    const channel = resolveChannel(asyncapi, asyncSpecs, file, diagnostics);
    if (channel) result.channel = channel;
  }
  return result;
}

/** `asyncapi: "<optional asyncapi-path> <channel>"`: the path may be left out when the site uses one AsyncAPI document. */
function resolveChannel(
  value: string,
  asyncSpecs: ReadonlyMap<string, AsyncApiModel | undefined>,
  file: string,
  diagnostics: Diagnostic[],
): MdxReference['channel'] {
  const { document, name: id } = splitDocumentReference(value);
  const report = (message: string) => diagnostics.push(diagnostic('MDX_ASYNCAPI_NOT_FOUND', message, { file, pointer: '/asyncapi' }));
  let spec = document ? normalizeSpecPath(document) : undefined;
  if (!spec) {
    if (asyncSpecs.size === 1) spec = [...asyncSpecs.keys()][0]!;
    else if (asyncSpecs.size === 0) {
      diagnostics.push(
        diagnostic('NAV_NO_DEFAULT_ASYNCAPI', `\`asyncapi: ${value}\` names a channel, but the site uses no AsyncAPI document.`, {
          file,
          pointer: '/asyncapi',
          hint: 'Set `asyncapi` in docs.json (navigation or an element of it), or start the value with the document path.',
        }),
      );
      return undefined;
    } else {
      diagnostics.push(
        diagnostic(
          'MDX_ASYNCAPI_AMBIGUOUS',
          `\`asyncapi: ${value}\` does not say which of ${asyncSpecs.size} AsyncAPI documents (${[...asyncSpecs.keys()].join(', ')}) it means.`,
          { file, pointer: '/asyncapi' },
        ),
      );
      return undefined;
    }
  }
  if (!asyncSpecs.has(spec)) {
    report(`\`asyncapi: ${value}\` names the AsyncAPI document ${spec}, which the site does not load.`);
    return undefined;
  }
  const model = asyncSpecs.get(spec);
  if (!model) return undefined; // Failed to load: its own diagnostics say why.
  const channel = model.channels.find((c) => c.id === id);
  if (!channel) {
    report(`Channel \`${id}\` is not in ${spec}, so the page has no channel reference. Its channels: ${model.channels.map((c) => c.id).join(', ') || 'none'}.`);
    return undefined;
  }
  return { ref: { spec, id }, model, channel };
}

/**
 * The spec a reference means: the one it names, else the site's only spec, else the one spec of
 * several that `has` what it names (openlit's pages name operations of eight one-endpoint specs
 * without saying which). Only a real ambiguity, several specs having it, is an error; none
 * having it is the caller's warning, `none`.
 */
function pickSpec(
  written: string | undefined,
  specs: ReadonlyMap<string, ApiModel | undefined>,
  found: ReadonlySet<string>,
  file: string,
  what: string,
  diagnostics: Diagnostic[],
  has: (model: ApiModel) => boolean,
  none: (specs: string[]) => Diagnostic,
): string | undefined {
  // A page that leaves the spec out means one the site names; the folder's other OpenAPI files
  // only when none of those has what it names (as the hosted platform, which reads them all).
  if (!written && found.size) {
    const named = new Map([...specs].filter(([spec]) => !found.has(spec)));
    const inFound = new Map([...specs].filter(([spec, model]) => found.has(spec) && model && has(model)));
    const inNamed = [...named.values()].some((model) => model && has(model));
    return pickSpec(undefined, inNamed || !inFound.size ? named : inFound, new Set(), file, what, diagnostics, has, none);
  }
  if (written) {
    const matches = matchSpecPath(written, specs.keys());
    if (matches.length === 1) return matches[0];
    diagnostics.push(
      diagnostic('MDX_OPENAPI_AMBIGUOUS', `\`${what}\` names ${written}, which could be ${matches.join(' or ')}.`, {
        file,
        pointer: `/${what.split(':')[0]}`,
        hint: `Write the spec path with its extension, e.g. \`${what.replace(written, matches[0]!)}\`.`,
      }),
    );
    return undefined;
  }
  if (specs.size === 1) return [...specs.keys()][0];
  if (specs.size === 0) {
    diagnostics.push(
      diagnostic('NAV_NO_DEFAULT_SPEC', `\`${what}\` names an operation, but the site uses no OpenAPI spec.`, {
        file,
        hint: 'Set `openapi` in docs.json (navigation or an element of it), or start the value with the spec path.',
      }),
    );
    return undefined;
  }
  const loaded = [...specs].filter((entry): entry is [string, ApiModel] => entry[1] !== undefined);
  const having = loaded.filter(([, model]) => has(model)).map(([spec]) => spec);
  if (having.length === 1) return having[0];
  if (!having.length) {
    // A spec that failed to load may be the one: its own diagnostics say why.
    if (loaded.length === specs.size) diagnostics.push(none([...specs.keys()]));
    return undefined;
  }
  const [key, value] = what.split(/:\s*/) as [string, string];
  diagnostics.push(
    diagnostic(
      'MDX_OPENAPI_AMBIGUOUS',
      `\`${what}\` is in ${having.length} of the site's ${specs.size} specs (${having.join(', ')}): it does not say which it means.`,
      {
        file,
        pointer: `/${key}`,
        hint: `Start the value with the spec path: \`${key}: ${having[0]} ${value}\`.`,
      },
    ),
  );
  return undefined;
}
