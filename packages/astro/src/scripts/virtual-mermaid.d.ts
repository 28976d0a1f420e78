declare module 'virtual:quire/mermaid' {
  /** The Mermaid library; undefined in a build whose pages have no diagram (integration/mermaid-fences.ts). */
  const mermaid: import('mermaid').Mermaid | undefined;
  export default mermaid;
}
