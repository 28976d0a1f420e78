import { boundDepth } from '../json/bound-depth.ts';
import { report, type NormalizeContext } from './context.ts';
import { isObject, type JsonObject } from './json.ts';
import type { DocsExtension } from './types.ts';

/** Levels of `x-docs.metadata` kept: frontmatter holds simple values, and its YAML writer recurses once per level. */
const maxMetadataDepth = 16;

/** Reads `x-docs` of an operation or of the root, reporting fields of the wrong type. */
export function readDocsExtension(ctx: NormalizeContext, owner: JsonObject, path: (string | number)[]): DocsExtension {
  const raw = owner['x-docs'];
  if (raw === undefined) return {};
  const at = [...path, 'x-docs'];
  if (!isObject(raw)) {
    report(ctx, 'SPEC_INVALID', '`x-docs` must be an object.', at, 'Write `x-docs: { metadata: {...}, content: "...", href: "...", mcp: { enabled: true } }`.');
    return {};
  }
  const docs: DocsExtension = {};
  if (raw.metadata !== undefined) {
    if (isObject(raw.metadata)) {
      const { openapi: _ignored, ...metadata } = raw.metadata;
      if ('openapi' in raw.metadata) report(ctx, 'SPEC_INVALID', '`x-docs.metadata` cannot set `openapi`.', [...at, 'metadata', 'openapi'], 'Remove `openapi`: the operation itself is the page\'s reference.');
      const bounded = boundDepth(metadata, maxMetadataDepth);
      if (bounded.cuts.length) report(ctx, 'SPEC_TOO_DEEP', `\`x-docs.metadata\` is nested more than ${maxMetadataDepth} levels deep: pages keep the first ${maxMetadataDepth}.`, [...at, 'metadata', ...bounded.cuts[0]!], 'Frontmatter fields are simple values: flatten this one.');
      docs.metadata = bounded.value as JsonObject;
    } else report(ctx, 'SPEC_INVALID', '`x-docs.metadata` must be an object of frontmatter fields.', [...at, 'metadata']);
  }
  for (const key of ['content', 'href'] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value === 'string') docs[key] = value;
    else report(ctx, 'SPEC_INVALID', `\`x-docs.${key}\` must be a string.`, [...at, key]);
  }
  if (raw.mcp !== undefined) {
    const mcp = raw.mcp;
    if (isObject(mcp) && typeof mcp.enabled === 'boolean') {
      docs.mcp = { enabled: mcp.enabled };
      if (typeof mcp.name === 'string') docs.mcp.name = mcp.name;
      if (typeof mcp.description === 'string') docs.mcp.description = mcp.description;
    } else report(ctx, 'SPEC_INVALID', '`x-docs.mcp` must be an object with a boolean `enabled`.', [...at, 'mcp'], 'Write `x-docs: { mcp: { enabled: true } }`.');
  }
  return docs;
}
