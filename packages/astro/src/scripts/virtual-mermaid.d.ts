declare module 'virtual:quire/mermaid' {
  /** Loads the Mermaid library; undefined in a build whose pages have no diagram (integration/mermaid-fences.ts). */
  const loadMermaid: (() => Promise<import('mermaid').Mermaid>) | undefined;
  export default loadMermaid;
}
