// Draws the Mermaid diagrams of a page (loaded by mermaid-diagrams.ts only where there is one,
// with Mermaid in its own chunks). Each box is drawn as it comes near the viewport (a long page
// of diagrams costs nothing until read), in the site's theme (<html data-theme>), and drawn again
// when the theme changes. Diagram text comes from docs repos: Mermaid runs with securityLevel
// 'strict' (an init directive in a diagram cannot lower it).
import loadMermaid from 'virtual:quire/mermaid';
import type { Mermaid } from 'mermaid';

let library: Mermaid;
// Never undefined here: a build empties the module only when no page has a diagram.
void loadMermaid!().then(
  (loaded) => {
    library = loaded;
    watchDiagrams([...document.querySelectorAll<HTMLElement>('.q-mermaid')]);
  },
  (error: unknown) => {
    for (const box of document.querySelectorAll<HTMLElement>('.q-mermaid')) showError(box, `Diagrams could not be loaded: ${firstLine(error)}`);
  },
);

function watchDiagrams(all: HTMLElement[]): void {
  const root = document.documentElement;
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        draw(entry.target as HTMLElement);
      }
    },
    { rootMargin: '50% 0px' },
  );
  for (const box of all) near.observe(box);
  // The theme toggle (scripts/header.ts) and the system theme both end up in this attribute.
  new MutationObserver(() => all.filter((box) => box.dataset.drawn).forEach(draw)).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
}

let queue = Promise.resolve();
let count = 0;

/** Draws a box in the current theme; drawings run one at a time, as Mermaid's settings are global. */
function draw(box: HTMLElement): void {
  queue = queue.then(() => drawNow(box)).catch((error: unknown) => showError(box, `This diagram could not be drawn: ${firstLine(error)}`));
}

function currentTheme(): 'dark' | 'default' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default';
}

async function drawNow(box: HTMLElement): Promise<void> {
  const theme = currentTheme();
  if (box.dataset.drawn === theme || box.dataset.failed) return;
  const source = box.querySelector('.q-mermaid-source')?.textContent ?? '';
  // Dagre, Mermaid 11's default layout, as the hosted platform draws diagrams: Mermaid 12's ELK
  // would add 450 KB (gzipped) to each page with a flowchart. A diagram may still ask for ELK.
  library.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme,
    layout: 'dagre',
    suppressErrorRendering: true,
    fontFamily: getComputedStyle(document.body).fontFamily,
  });
  let svg: string;
  try {
    ({ svg } = await library.render(`q-mermaid-${++count}`, source));
  } catch (error) {
    showError(box, `This diagram could not be drawn: ${firstLine(error)}`);
    return;
  }
  let figure = box.querySelector<HTMLElement>('.q-mermaid-figure');
  if (!figure) {
    figure = document.createElement('div');
    figure.className = 'q-mermaid-figure';
    box.append(figure);
  }
  // Mermaid's output, sanitized by Mermaid under securityLevel 'strict'.
  figure.innerHTML = svg;
  keepReadable(figure.querySelector('svg'));
  box.querySelector('.q-mermaid-source')?.setAttribute('hidden', '');
  box.dataset.drawn = theme;
  // The theme changed while this box was being drawn: the theme's observer skipped it, as it was
  // not drawn yet, so it is drawn again here.
  if (currentTheme() !== theme) draw(box);
}

/**
 * Mermaid scales a diagram down to the width of its box, which on a phone makes a wide diagram's
 * text unreadable: site.css stops the shrinking at a share of this natural width (more on a
 * phone), and the box scrolls instead.
 */
function keepReadable(svg: SVGSVGElement | null): void {
  const natural = svg ? parseFloat(svg.style.maxWidth) || svg.viewBox.baseVal?.width || 0 : 0;
  if (natural > 0) svg!.style.setProperty('--q-mermaid-width', `${Math.round(natural)}px`);
}

/** The source stays shown, with a short note: a broken diagram never breaks the page. */
function showError(box: HTMLElement, message: string): void {
  box.dataset.failed = 'true';
  box.querySelector('.q-mermaid-figure')?.remove();
  box.querySelector('.q-mermaid-source')?.removeAttribute('hidden');
  let note = box.querySelector('.q-mermaid-error');
  if (!note) {
    note = document.createElement('p');
    note.className = 'q-mermaid-error';
    box.prepend(note);
  }
  note.textContent = message;
}

/** Mermaid's parse errors run over several lines (the source line, a caret, the expected tokens). */
function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = (text.split('\n').find((l) => l.trim()) ?? 'unknown error').trim().replace(/[:.]$/, '');
  return `${line.length > 160 ? `${line.slice(0, 157)}...` : line}.`;
}
