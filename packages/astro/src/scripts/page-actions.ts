// The page menu (docs.json `contextual`, layout/PageActions.astro): copies the page's Markdown
// twin, and completes the links that name the page, from the address the reader is at (the site
// may be served under another address than the one it was built for).
import { askPrompt, linkHref } from '../data/page-action-links.ts';
import type { PageAction } from '../data/page-actions.ts';
import { documentStyle, siteHref, slugOf } from '../data/site-urls.ts';

/** A link action's address, a path of the docs (`/changelog`) written under the site's base. */
const siteLink = (href: string | undefined): string | undefined => href && siteHref(documentStyle(document.documentElement), href);

type LinkAction = Extract<PageAction, { kind: 'link' }>;

const copiedFor = 2000;

async function pageMarkdown(root: HTMLElement): Promise<string> {
  const response = await fetch(root.dataset.markdown!);
  if (!response.ok) throw new Error(`${response.status}`);
  return response.text();
}

/** Copies text, in a way that also works where the Clipboard API is missing or refuses. */
async function copyText(text: Promise<string>): Promise<void> {
  // Safari keeps the click's permission only for a write started during it: hand it the pending text.
  const item = typeof ClipboardItem === 'undefined' ? undefined : (ClipboardItem as typeof ClipboardItem & { supports?: (type: string) => boolean });
  if (navigator.clipboard && item && item.supports?.('text/plain') !== false) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
      return;
    } catch {
      // Fall through to the older ways.
    }
  }
  const value = await text;
  try {
    await navigator.clipboard.writeText(value);
  } catch {
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    if (!done) throw new Error('copy refused');
  }
}

function announce(root: HTMLElement, message: string): void {
  const status = root.querySelector<HTMLElement>('[data-page-actions-status]');
  if (!status) return;
  status.textContent = '';
  // A new text node each time, so screen readers repeat the same message.
  requestAnimationFrame(() => (status.textContent = message));
}

async function copyPage(root: HTMLElement): Promise<void> {
  // Every copy button of the menu (the one beside it and the one in its list) shows the outcome.
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-copy-page]')];
  const labels = buttons.map((button) => button.querySelector<HTMLElement>('[data-copy-label]'));
  const originals = labels.map((label) => label?.textContent ?? '');
  const show = (state: string | undefined, text?: string) =>
    buttons.forEach((button, i) => {
      if (state) button.dataset.state = state;
      else delete button.dataset.state;
      const label = labels[i];
      if (label) label.textContent = text ?? originals[i]!;
    });
  try {
    await copyText(pageMarkdown(root));
    show('copied', 'Copied');
    announce(root, 'Page copied as Markdown');
  } catch {
    show('failed', 'Copy failed');
    announce(root, 'The page could not be copied');
  }
  setTimeout(() => show(undefined), copiedFor);
}

/** A link that needs the page's Markdown (`$page`): fetched on click, in a window opened at once (popup blockers allow no later one). */
async function openWithMarkdown(root: HTMLElement, action: LinkAction, path: string): Promise<void> {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  try {
    const href = siteLink(linkHref(action, path, await pageMarkdown(root)));
    if (!href) throw new Error('no address');
    if (opened) opened.location.href = href;
    else window.location.href = href;
  } catch {
    opened?.close();
    announce(root, 'The page could not be read');
  }
}

export function setUpPageActions(): void {
  const roots = document.querySelectorAll<HTMLElement>('[data-page-actions]');
  if (!roots.length) return;
  const pageUrl = `${location.origin}${location.pathname}`;
  // The page's path in the docs, as the build wrote it: the site's base and trailing slash taken off.
  const path = `/${slugOf(documentStyle(document.documentElement), location.pathname) ?? ''}`;
  for (const root of roots) {
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-ask]')) link.href = `${link.dataset.ask}${encodeURIComponent(askPrompt(pageUrl))}`;
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-link]')) {
      const action = JSON.parse(link.dataset.link!) as LinkAction;
      const href = siteLink(linkHref(action, path));
      if (href) link.href = href;
      else {
        link.addEventListener('click', (event) => {
          event.preventDefault();
          void openWithMarkdown(root, action, path);
        });
      }
    }
    root.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-copy-page]') : null;
      if (button && !button.dataset.state) void copyPage(root);
    });
  }
}
