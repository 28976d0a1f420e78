// docs.json `variations`: the reader picks one in the header, and `<Variation id>` blocks show
// only for it. The choice is an attribute on <html> (`data-variation`), set before first paint
// from the reader's saved choice (else the first option), and CSS written from the option ids
// hides the other blocks, so a page never shows every variation for a moment. Without scripts
// the attribute is not set and every block shows, each under its label.

export interface VariationOption {
  id: string;
  label: string;
}

/** Where the reader's choice is kept, for the whole site. */
export const variationStorageKey = 'quire-variation';

/** One rule per option: with it chosen, the blocks of the other options are hidden. */
export function variationCss(options: VariationOption[]): string {
  return options
    .map(({ id }) => `:root[data-variation=${cssString(id)}] .q-variation:not([data-variation-id=${cssString(id)}]){display:none}`)
    .concat(
      // Without the head script (no JavaScript) every block shows under its label, and the switcher, which could not work, is hidden.
      ':root[data-variation] .q-variation-label,:root:not([data-variation]) .variation-select{display:none}',
      '.q-variation-label{margin:1rem 0 0.25rem;color:var(--fg-muted);font-size:0.8rem;font-weight:600;text-transform:uppercase;letter-spacing:0.04em}',
      '.variation-select{height:2.25rem;padding:0 0.5rem;border:1px solid var(--border);border-radius:8px;background:var(--bg-soft);color:var(--fg);font:inherit;font-size:0.9rem}',
    )
    .join('\n');
}

/** Head script lines: the saved choice when it is still an option, else the default (the first). */
export function variationEarlyScript(options: VariationOption[]): string {
  if (!options.length) return '';
  // JSON in a script: `<` escaped so that no id can close the script element.
  const ids = JSON.stringify(options.map((o) => o.id)).replace(/</g, '\\u003c');
  return [
    `var ids = ${ids}, chosen = null;`,
    `try { chosen = localStorage.getItem('${variationStorageKey}'); } catch (e) {}`,
    'root.dataset.variation = ids.indexOf(chosen) >= 0 ? chosen : ids[0];',
  ].join('\n');
}

/** A CSS string: quotes and backslashes escaped, and `<` so no id can close the style element. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/</g, '\\3c ').replace(/\n/g, '\\a ')}"`;
}
