import katex from 'katex';
import { fromHtml } from 'hast-util-from-html';
import type { Element, ElementContent } from 'hast';
import type { AstroConfig } from 'astro';
import { isSatteriProcessor, satteri, type SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import type { DocsConfig } from '@quire/config';

// LaTeX math as the hosted platform reads it (remark-math, then KaTeX): `$…$` inline, `$$…$$`
// blocks and ```math fences. KaTeX draws it at build time as MathML, which browsers lay out
// natively, so no KaTeX stylesheet or fonts are shipped. Which dollars are math is read from the
// page's text before MDX compiles it (math-dollars.ts).

type HastPlugin = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];
type MarkdownProcessor = AstroConfig['markdown']['processor'];

/** Whether the site's pages are read for math: docs.json `styling.latex`, on unless false. */
export function readsMath(config: Pick<DocsConfig, 'styling'> | undefined): boolean {
  return config?.styling?.latex !== false;
}

/** KaTeX's reading of a formula: its MathML, or why it is not valid LaTeX. */
function typeset(tex: string, display: boolean): { html: string } | { error: string } {
  try {
    // strict: 'ignore': text such as accented letters in math mode is drawn, not warned about on the console.
    return { html: katex.renderToString(tex, { output: 'mathml', displayMode: display, throwOnError: true, strict: 'ignore' }) };
  } catch (error) {
    // KaTeX's own words without its excerpt of the formula: the warning quotes the formula.
    return { error: (error as { rawMessage?: string }).rawMessage ?? (error as Error).message };
  }
}

/** Why a formula is not valid LaTeX, or undefined when KaTeX reads it. */
export function latexError(tex: string, display: boolean): string | undefined {
  const result = typeset(tex, display);
  return 'error' in result ? result.error : undefined;
}

/** A formula as MathML elements, or undefined when it is not valid LaTeX (its source then stays, as code). */
export function mathElement(tex: string, display: boolean): Element | undefined {
  const result = typeset(tex, display);
  if ('error' in result) return undefined;
  const children = fromHtml(result.html, { fragment: true }).children as ElementContent[];
  // A block may be wider than the page: it scrolls on its own.
  return { type: 'element', tagName: display ? 'div' : 'span', properties: { className: display ? ['q-math', 'q-math-display'] : ['q-math'] }, children };
}

function isMathCode(node: ElementContent | undefined): node is Element {
  const classes = node?.type === 'element' && node.tagName === 'code' ? node.properties?.className : undefined;
  return Array.isArray(classes) && classes.includes('language-math');
}

/**
 * Sätteri's math (`code.language-math`: `math-inline` in text, inside a `pre` for a block or a
 * ```math fence) drawn as MathML. Shiki leaves the language `math` alone (Astro excludes it).
 */
const mathPlugin: HastPlugin = {
  name: 'quire:math',
  element: [
    {
      filter: ['code'],
      visit(code, ctx) {
        const classes = code.properties?.className;
        if (!isMathCode(code) || !Array.isArray(classes) || !classes.includes('math-inline')) return undefined;
        return mathElement(ctx.textContent(code), false);
      },
    },
    {
      filter: ['pre'],
      visit(pre, ctx) {
        const code = pre.children.find((child) => child.type === 'element');
        return isMathCode(code) ? mathElement(ctx.textContent(code).replace(/\n$/, ''), true) : undefined;
      },
    },
  ],
};

/** The project's Markdown processor reading math (a new one; another processor than Sätteri, or math turned off, is kept as it is). */
export function withMath(processor: MarkdownProcessor, enabled: boolean): MarkdownProcessor {
  if (!enabled || !isSatteriProcessor(processor)) return processor;
  const { options } = processor;
  return satteri({ ...options, features: { ...options.features, math: true }, hastPlugins: [...options.hastPlugins, mathPlugin] });
}

/** Whether a processor reads math: the standalone pages' compiler prepares their text to match. */
export function processorReadsMath(processor: MarkdownProcessor): boolean {
  return isSatteriProcessor(processor) && Boolean(processor.options.features.math);
}
