// The dialog both playground islands open in: built on the first click of a page's button and
// reused after, styled before it shows, filled once its data file has loaded.
import { h } from './dom.ts';

export interface IslandDialogOptions<Data> {
  /** The island's stylesheet URL (a `?url` import: Astro drops the CSS of lazily imported chunks). */
  stylesheet: string;
  /** The dialog's accessible name starts with this, then the page's title. */
  label: string;
  className: string;
  /** Where the button says the island's data is (a `data-*` attribute's value). */
  dataUrl: string | undefined;
  /** What else the data needs before building (a file it names), once it has loaded. */
  complete?: (data: Data) => Promise<Data>;
  build: (data: Data) => HTMLElement;
}

const dialogs = new WeakMap<HTMLElement, HTMLDialogElement>();
const stylesheets = new Map<string, Promise<void>>();

/** Opens the dialog of `trigger`, building it the first time. */
export async function openIslandDialog<Data>(trigger: HTMLElement, options: IslandDialogOptions<Data>): Promise<void> {
  const existing = dialogs.get(trigger);
  if (existing) return existing.showModal();
  await styled(options.stylesheet);
  const title = trigger.dataset.title ?? options.label;
  const closeButton = h('button', { type: 'button', class: 'pg-close', 'aria-label': 'Close the playground' }, '×');
  const content = h('div', { class: 'pg-content' }, h('p', { class: 'pg-loading' }, 'Loading the playground…'));
  const dialog = h(
    'dialog',
    { class: options.className, 'aria-label': `${options.label}: ${title}` },
    h('header', { class: 'pg-head' }, h('h2', {}, title), closeButton),
    content,
  );
  closeButton.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog element itself, outside its box) closes it too.
  dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
  document.body.append(dialog);
  dialogs.set(trigger, dialog);
  dialog.showModal();
  try {
    const response = await fetch(options.dataUrl!);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const data = (await response.json()) as Data;
    content.replaceChildren(options.build(options.complete ? await options.complete(data) : data));
  } catch (error) {
    content.replaceChildren(
      h('p', { class: 'pg-error', role: 'alert' }, `The playground could not load its data (${(error as Error).message}). Reload the page to try again.`),
    );
    dialogs.delete(trigger);
  }
}

/** A stylesheet, loaded once, before the first dialog that needs it shows (no unstyled flash). */
function styled(href: string): Promise<void> {
  let loaded = stylesheets.get(href);
  if (!loaded) {
    loaded = new Promise<void>((done) => {
      const link = h('link', { rel: 'stylesheet', href });
      // A failed stylesheet leaves the playground plain but working.
      link.addEventListener('load', () => done());
      link.addEventListener('error', () => done());
      document.head.append(link);
    });
    stylesheets.set(href, loaded);
  }
  return loaded;
}
