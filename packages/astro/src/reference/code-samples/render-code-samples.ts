// The HTML of an operation's request samples: a code tab set (the same one <CodeGroup> renders,
// so it works without JavaScript) with one highlighted block per language.
import { renderTabSet } from '../../components/tab-set.ts';
import { html, trusted, type Html } from '../html.ts';
import type { CodeSample } from './code-samples.ts';

export interface RenderCodeSamplesOptions {
  /** Unique on the page: the radio group's name and the prefix of its ids (e.g. `uniqueId(Astro.locals, 'request')`). */
  name: string;
  /** Accessible name of the set. Default "Request samples". */
  label?: string | undefined;
}

/** One sample as a code block: `<pre class="q-code" data-language="python"><code>…</code></pre>`. */
export function renderCodeBlock(sample: Pick<CodeSample, 'lang' | 'html'>): Html {
  // sample.html is the highlighter's output: every text in it is escaped.
  // tabindex: a block that scrolls must be reachable from the keyboard.
  return html`<pre class="q-code" data-language="${sample.lang}" tabindex="0"><code>${trusted(sample.html)}</code></pre>`;
}

/**
 * The samples as one tab set, tabs synced by label: picking Python selects Python in every sample
 * set of the page (with `tabSyncScript`) and on later pages (scripts/code-language.ts). Nothing
 * when there are no samples.
 */
export function renderCodeSamples(samples: readonly CodeSample[], options: RenderCodeSamplesOptions): Html {
  if (!samples.length) return trusted('');
  const items = samples.map((sample) => ({ title: sample.label, html: renderCodeBlock(sample).value }));
  return trusted(renderTabSet(items, { name: options.name, kind: 'code', sync: true, label: options.label ?? 'Request samples' }));
}

/**
 * Inline script for right after the last sample set of a page: selects the reader's language
 * before first paint, where the page's module script would switch tabs visibly after it.
 */
export const restoreCodeLanguageScript =
  "try{let l=localStorage.getItem('quire-code-language');for(let i of document.querySelectorAll('.q-tabset-code>.q-tab-input[data-sync]'))if(i.dataset.sync===l)i.checked=true}catch{}";
