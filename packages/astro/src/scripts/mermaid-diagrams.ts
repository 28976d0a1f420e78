// ```mermaid fences are .q-mermaid boxes holding their source (integration/mermaid-fences.ts). Only
// a page with one loads the code that draws them, and Mermaid with it: on every other page this
// line is all that diagrams cost.
if (document.querySelector('.q-mermaid')) void import('./draw-mermaid.ts');
