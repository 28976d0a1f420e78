import { boundDepth } from '../json/bound-depth.ts';
import { report, type NormalizeContext } from './context.ts';
import { isObject, type JsonObject } from './json.ts';
import type { DocsExtension } from './types.ts';

/** Levels of `x-docs.metadata` kept: frontmatter holds simple values, and its YAML writer recurses once per level. */
const maxMetadataDepth = 16;

/**
 * Reads `x-docs` of an operation or of the root, reporting fields of the wrong type. Specs
 * written for the hosted platform spell it `x-mint`, read exactly alike (`x-docs` first when both
 * are there), and mark MCP tools with its older `x-mcp: { enabled: true }`, read as `mcp` when
 * neither sets one. An `x-mcp` of another shape is another tool's extension (a root MCP server
 * description): left alone.
 */
export function readDocsExtension(ctx: NormalizeContext, owner: JsonObject, path: (string | number)[]): DocsExtension {
  const key = owner['x-docs'] !== undefined ? 'x-docs' : owner['x-mint'] !== undefined ? 'x-mint' : undefined;
  const docs = key ? readExtension(ctx, owner[key], [...path, key], key) : {};
  if (key === 'x-mint') docs.key = key;
  const legacy = owner['x-mcp'];
  if (docs.mcp === undefined && isObject(legacy) && typeof legacy.enabled === 'boolean') docs.mcp = mcpOf(legacy);
  return docs;
}

function mcpOf(mcp: JsonObject): NonNullable<DocsExtension['mcp']> {
  return {
    enabled: mcp.enabled as boolean,
    ...(typeof mcp.name === 'string' ? { name: mcp.name } : {}),
    ...(typeof mcp.description === 'string' ? { description: mcp.description } : {}),
  };
}

function readExtension(ctx: NormalizeContext, raw: unknown, at: (string | number)[], key: string): DocsExtension {
  if (!isObject(raw)) {
    report(
      ctx,
      'SPEC_INVALID',
      `\`${key}\` must be an object.`,
      at,
      `Write \`${key}: { metadata: {...}, content: "...", href: "...", mcp: { enabled: true } }\`.`,
    );
    return {};
  }
  const docs: DocsExtension = {};
  if (raw.metadata !== undefined) {
    if (isObject(raw.metadata)) {
      const { openapi: _ignored, ...metadata } = raw.metadata;
      if ('openapi' in raw.metadata)
        report(
          ctx,
          'SPEC_INVALID',
          `\`${key}.metadata\` cannot set \`openapi\`.`,
          [...at, 'metadata', 'openapi'],
          "Remove `openapi`: the operation itself is the page's reference.",
        );
      const bounded = boundDepth(metadata, maxMetadataDepth);
      if (bounded.cuts.length)
        report(
          ctx,
          'SPEC_TOO_DEEP',
          `\`${key}.metadata\` is nested more than ${maxMetadataDepth} levels deep: pages keep the first ${maxMetadataDepth}.`,
          [...at, 'metadata', ...bounded.cuts[0]!],
          'Frontmatter fields are simple values: flatten this one.',
        );
      docs.metadata = bounded.value as JsonObject;
    } else report(ctx, 'SPEC_INVALID', `\`${key}.metadata\` must be an object of frontmatter fields.`, [...at, 'metadata']);
  }
  for (const field of ['content', 'href'] as const) {
    const value = raw[field];
    if (value === undefined) continue;
    if (typeof value === 'string') docs[field] = value;
    else report(ctx, 'SPEC_INVALID', `\`${key}.${field}\` must be a string.`, [...at, field]);
  }
  if (raw.mcp !== undefined) {
    const mcp = raw.mcp;
    if (isObject(mcp) && typeof mcp.enabled === 'boolean') docs.mcp = mcpOf(mcp);
    else
      report(
        ctx,
        'SPEC_INVALID',
        `\`${key}.mcp\` must be an object with a boolean \`enabled\`.`,
        [...at, 'mcp'],
        `Write \`${key}: { mcp: { enabled: true } }\`.`,
      );
  }
  return docs;
}
