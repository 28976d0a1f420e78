/**
 * The title of a code fence from its meta string, as docs written for hosted platforms put it:
 * "```js helloWorld.js {2} lines" is titled "helloWorld.js". Line ranges, `key=value` options
 * and bare flags (`lines`, `wrap`, `expandable`...) are not part of the title; `title="..."`
 * wins when present.
 */
export function fenceTitle(meta: string | undefined): string | undefined {
  if (!meta) return undefined;
  const explicit = meta.match(/(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/);
  if (explicit) return (explicit[1] ?? explicit[2] ?? explicit[3])!.trim() || undefined;
  const title = meta
    .replace(/(?:^|\s)[\w-]+=(?:"[^"]*"|'[^']*'|\{[^}]*\}|\S+)/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !flags.has(word))
    .join(' ');
  return title || undefined;
}

const flags = new Set(['lines', 'wrap', 'expandable', 'twoslash', 'showLineNumbers', 'copy', 'noCopy']);

/** The part of a Shiki transformer this needs (kept structural: Shiki is Astro's dependency, not ours). */
interface PreHook {
  name: string;
  pre(this: { options: { meta?: { __raw?: string } } }, node: { properties: Record<string, unknown> }): void;
}

/** Keeps a fence's title on its `<pre>` as `data-title`, so CodeGroup can label its tabs with it. */
export function codeTitleTransformer(): PreHook {
  return {
    name: 'quire:code-title',
    pre(node) {
      const title = fenceTitle(this.options.meta?.__raw);
      if (title) node.properties['data-title'] = title;
    },
  };
}
