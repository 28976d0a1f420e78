// What Vite gives the islands as it bundles them: an asset import (`import stylesheet from
// './island.css?url'`) is the URL of the built file, and import.meta.env.BASE_URL the site's base.
// vite/client declares both, but it brings Node's types into the islands' check.
declare module '*.css?url' {
  const url: string;
  export default url;
}

interface ImportMeta {
  readonly env: { readonly BASE_URL?: string };
}
