/**
 * The one table of the components MDX pages may use without importing them: each name, as a page
 * writes it, and the .astro file beside this one that renders it. A part (`<Tree.Folder>`) hangs
 * off its parent; a name with parts and no file of its own (`GitHub`) is a namespace. Node reads
 * this file (the unknown-tag check); index.ts loads the files it names for the pages. A new
 * component is its .astro file (and its CSS file, which it imports) plus one line here.
 */
export const componentModules = {
  Accordion: './Accordion.astro',
  AccordionGroup: './AccordionGroup.astro',
  Badge: './Badge.astro',
  Banner: './Banner.astro',
  Callout: './Callout.astro',
  Card: './Card.astro',
  CardGroup: './CardGroup.astro',
  Check: './Check.astro',
  CodeBlock: './CodeBlock.astro',
  CodeGroup: './CodeGroup.astro',
  Color: './Color.astro',
  'Color.Row': './ColorRow.astro',
  'Color.Item': './ColorItem.astro',
  Columns: './Columns.astro',
  Danger: './Danger.astro',
  Expandable: './Expandable.astro',
  Frame: './Frame.astro',
  'GitHub.Repo': './GitHubRepo.astro',
  Icon: './Icon.astro',
  Info: './Info.astro',
  Note: './Note.astro',
  ParamField: './ParamField.astro',
  Panel: './Panel.astro',
  Prompt: './Prompt.astro',
  RequestExample: './RequestExample.astro',
  ResponseExample: './ResponseExample.astro',
  ResponseField: './ResponseField.astro',
  Step: './Step.astro',
  Steps: './Steps.astro',
  Tab: './Tab.astro',
  Tabs: './Tabs.astro',
  Tile: './Tile.astro',
  Tip: './Tip.astro',
  Tooltip: './Tooltip.astro',
  Tree: './Tree.astro',
  'Tree.Folder': './TreeFolder.astro',
  'Tree.File': './TreeFile.astro',
  Update: './Update.astro',
  Variation: './Variation.astro',
  View: './View.astro',
  Visibility: './Visibility.astro',
  Warning: './Warning.astro',
} as const satisfies Record<string, `./${string}.astro`>;

/** The names a page's tags start with (`Tree` for `<Tree.Folder>`): what the unknown-tag check knows. */
export const componentNames: readonly string[] = [...new Set(Object.keys(componentModules).map((name) => name.split('.')[0]!))];

/** The names a docs file may use as components without binding them: Quire's, and the docs' unknown tags' (each stands in). */
export function componentsInScope(unknownComponents: readonly string[]): Set<string> {
  return new Set([...componentNames, ...unknownComponents.map((name) => name.split('.')[0]!)]);
}

/**
 * The components object MDX pages render with, from the table and the component files by path
 * (index.ts passes Vite's glob of the folder). `passthrough` renders a namespace's member Quire
 * lacks (`<GitHub.Issue>`): its children show, as an unknown tag's do, instead of failing the page.
 */
export function mdxComponentsOf(
  files: Record<string, unknown>,
  passthrough: unknown,
  table: Record<string, string> = componentModules,
): Record<string, unknown> {
  const components: Record<string, unknown> = {};
  const parts: Record<string, Record<string, unknown>> = {};
  for (const [name, module] of Object.entries(table)) {
    const component = files[module];
    if (!component) throw new Error(`components/registry.ts names ${module} for <${name}>, and there is no such file beside it.`);
    const [root, member] = name.split('.') as [string, string | undefined];
    if (member) (parts[root] ??= {})[member] = component;
    else components[root] = component;
  }
  for (const [root, members] of Object.entries(parts)) {
    // MDX writes <Tree.Folder> as a property of Tree: the parts hang off their parent component.
    if (components[root]) Object.assign(components[root] as object, members);
    else
      components[root] = new Proxy(members, { get: (known, key) => (typeof key === 'string' && /^[A-Z]/.test(key) ? (known[key] ?? passthrough) : undefined) });
  }
  return components;
}
