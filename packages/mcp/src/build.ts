// What `quire build` writes for MCP (the tools found in the docs, the pages' search index), apart
// from the package's index: that one also holds the server, whose MCP SDK, JSON Schema validator
// and schema converter (about 130 modules) a build never runs.
export { writeMcpManifest } from './manifest-file.ts';
export { writeSearchIndex } from './search-index.ts';
export { siteMcpManifest, type LoadedDocsConfig } from './site-manifest.ts';
