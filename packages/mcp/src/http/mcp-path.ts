/** Where a site answers MCP requests (under the site's base). */
export const mcpPath = '/mcp';
