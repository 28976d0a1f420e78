// The search shortcut as the reader's keyboard writes it: ⌘K on Apple's platforms, Ctrl K elsewhere.
// Pages are static, so they say Ctrl K and this corrects it once the page runs.

/** What the browser says of its platform: userAgentData in Chromium, the older `platform` elsewhere (Safari). */
export interface PlatformHints {
  platform?: string;
  userAgentData?: { platform?: string };
}

export function isApplePlatform(browser: PlatformHints): boolean {
  const platform = browser.userAgentData?.platform || browser.platform || '';
  return /mac|iphone|ipad|ipod|ios/i.test(platform);
}

/** The text of a key hint on this platform. */
export function searchKeyHint(browser: PlatformHints): string {
  return isApplePlatform(browser) ? '⌘K' : 'Ctrl K';
}

/** Writes the hint into every `[data-key-hint]` of the page (the header's search button, the 404 page). */
export function showKeyHints(root: ParentNode = document, browser: PlatformHints = navigator as PlatformHints): void {
  const hint = searchKeyHint(browser);
  for (const element of root.querySelectorAll('[data-key-hint]')) element.textContent = hint;
}
