// The modules the `/mcp` route of an adapter build reads, bundled at build time.
declare module 'virtual:quire/mcp-manifest' {
  /** This integration's: the site's MCP tools, and the prefix of its page URLs. */
  const manifest: { tools: import('../tool-spec.ts').McpToolSpec[]; baseUrl: string };
  export default manifest;
}

declare module 'virtual:quire/page-twins' {
  /** The Quire integration's: every page's slug and title, and its Markdown twin by slug, with the site's base in its links. */
  const site: { pages: { slug: string; title: string }[]; twins: Record<string, string> };
  export default site;
}
