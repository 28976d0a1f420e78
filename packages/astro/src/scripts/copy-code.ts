// A copy button on every code block: guides, CodeGroup tabs, request samples, request and response
// examples. Added by this script, since copying needs one anyway: without JavaScript the page
// shows no button that cannot work. The button sits in a frame around the block, so that it stays
// in its corner while a long line scrolls.

const copiedFor = 1500;

for (const pre of document.querySelectorAll<HTMLPreElement>('pre.astro-code, pre.q-code')) {
  const frame = document.createElement('div');
  frame.className = 'q-copy-frame';
  // The frame takes the block's margins, so the spacing around it stays as it was.
  frame.style.margin = getComputedStyle(pre).margin;
  pre.style.margin = '0';
  pre.before(frame);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'q-copy';
  button.textContent = 'Copy';
  // Its new label ("Copied") is read out.
  button.setAttribute('aria-live', 'polite');
  button.addEventListener('click', () => void copy(pre, button));
  frame.append(pre, button);
}

async function copy(pre: HTMLPreElement, button: HTMLButtonElement): Promise<void> {
  const text = (pre.querySelector('code') ?? pre).textContent ?? '';
  try {
    await navigator.clipboard.writeText(text.replace(/\n$/, ''));
    say(button, 'Copied');
  } catch {
    say(button, 'Copy failed');
  }
}

function say(button: HTMLButtonElement, label: string): void {
  button.textContent = label;
  button.dataset.state = label === 'Copied' ? 'copied' : 'failed';
  setTimeout(() => {
    button.textContent = 'Copy';
    delete button.dataset.state;
  }, copiedFor);
}
