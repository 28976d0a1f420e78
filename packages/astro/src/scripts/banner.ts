/**
 * Closing the banner hides it and remembers its content's hash, which Head's inline script
 * checks before first paint: the banner stays closed until its content changes.
 */
export function setUpBanner(): void {
  const banner = document.querySelector<HTMLElement>('[data-banner]');
  banner?.querySelector('[data-banner-close]')?.addEventListener('click', () => {
    document.documentElement.classList.add('banner-dismissed');
    try {
      localStorage.setItem('quire-banner', banner.dataset.banner!);
    } catch {
      // Storage can be disabled; the banner then stays closed on this page only.
    }
  });
}
