// On every endpoint page: loads the playground island only when the reader opens it (or points
// at its button, to win a few milliseconds), so it never delays the first paint.
let island: Promise<typeof import('./island.ts')> | undefined;
const load = () => (island ??= import('./island.ts'));

const triggerOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-playground-data]') : null);

document.addEventListener('click', (event) => {
  const trigger = triggerOf(event);
  if (!trigger) return;
  trigger.setAttribute('aria-busy', 'true');
  void load()
    .then((module) => module.openPlayground(trigger))
    .finally(() => trigger.removeAttribute('aria-busy'));
});
document.addEventListener('pointerover', (event) => void (triggerOf(event) && load()));
