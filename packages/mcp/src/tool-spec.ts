// One MCP tool per operation whose effective x-docs.mcp is enabled: everything needed to list it
// and to turn a call into the real HTTP request. Serializable: a build writes these to
// `<out>/_quire/mcp.json` for servers that only have the built site (quire preview, hosting).
import type { Response, SchemaObject, SecurityRequirement, SecurityScheme, Server } from '@quire/openapi';

export interface McpToolSpec {
  /** Valid and unique: x-docs.mcp.name, else operationId, else method and path. */
  name: string;
  /** x-docs.mcp.description, else summary and description. */
  description: string;
  /** JSON Schema of the arguments: parameters by name, `body` for the request body; $refs resolved, recursion bounded. */
  inputSchema: Record<string, unknown>;
  method: string;
  path: string;
  /** Where each argument goes. */
  parameters: {
    name: string;
    in: 'path' | 'query' | 'querystring' | 'header' | 'cookie';
    required: boolean;
    style?: string;
    explode?: boolean /** The argument's name when it is not `name` (a name two locations share: `query_id`). */;
    argument?: string;
  }[];
  body?: { mediaType: string; required: boolean };
  servers: Server[];
  security: SecurityRequirement[];
  securitySchemes: Record<string, SecurityScheme>;
  /** The documented responses, which every result is checked against, and the `$ref` targets they reach. */
  responses?: { responses: Response[]; refs: Record<string, SchemaObject> };
  /** The docs page of the operation, for links in results. */
  page?: string;
}

/** What a build writes for MCP servers that serve a built site. */
export interface McpManifest {
  tools: McpToolSpec[];
}
