// Which operations are MCP tools, and their names: one rule for the MCP server (packages/mcp) and
// for the docs site that labels those endpoints, so the name a reader sees is the name an agent
// calls.
import type { ApiModel, Operation } from './types.ts';

/** The docs server's own tools: an API tool cannot take their names. */
export const builtinMcpToolNames = ['search', 'get_page', 'list_changes'] as const;

/** The effective `x-docs.mcp.enabled`: the operation's own setting, else the spec's root default. Webhooks and excluded operations are never tools. */
export function isMcpEnabled(model: ApiModel, operation: Operation): boolean {
  if (operation.kind !== 'operation' || operation.excluded) return false;
  return operation.docs.mcp?.enabled ?? model.docs.mcp?.enabled ?? false;
}

/** x-docs.mcp.name, else operationId, else method and path; made to match `^[a-zA-Z0-9_-]{1,64}$` (not yet unique). */
export function mcpToolName(operation: Operation): string {
  const raw = operation.docs.mcp?.name ?? operation.operationId ?? `${operation.method.toLowerCase()}_${operation.path}`;
  return (
    raw
      .replace(/[^a-zA-Z0-9_-]+/g, '_')
      .replace(/_{2,}/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 64) || 'operation'
  );
}

/**
 * The unique tool name of every enabled operation of a site's specs, in the order given: a name
 * already taken (by a built-in tool or an earlier operation) gets `_2`, `_3`... within 64 characters.
 */
export function mcpToolNames(models: Iterable<ApiModel>): Map<Operation, string> {
  const taken = new Set<string>(builtinMcpToolNames);
  const names = new Map<Operation, string>();
  for (const model of models) {
    for (const operation of model.operations) {
      if (!isMcpEnabled(model, operation)) continue;
      const name = mcpToolName(operation);
      let candidate = name;
      for (let n = 2; taken.has(candidate); n++) candidate = `${name.slice(0, 64 - `_${n}`.length)}_${n}`;
      taken.add(candidate);
      names.set(operation, candidate);
    }
  }
  return names;
}
