import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// The open search dialog in both themes, on a desktop and a phone: readable (axe), highlights
// that tint rather than shout, and screenshots kept with the run for a person to look at.

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const theme of ['light', 'dark'] as const) {
  for (const { name, viewport } of sizes) {
    test(`the open search dialog with results is accessible, with subtle highlights, in the ${theme} theme on a ${name}`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((saved) => localStorage.setItem('quire-theme', saved), theme);
      await page.goto('/');
      await page.keyboard.press('Control+K');
      await page.keyboard.type('adopt');
      const dialog = page.locator('dialog.search-dialog');
      await expect(dialog.getByRole('listbox')).toHaveAttribute('data-query', 'adopt');
      await page.keyboard.press('ArrowDown');

      const box = (await dialog.boundingBox())!;
      expect(box.x, 'the dialog starts inside the viewport').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'the dialog ends inside the viewport').toBeLessThanOrEqual(viewport.width);

      // A highlight is a light tint of the accent, not the browser's yellow block.
      const marks = await dialog.locator('mark').evaluateAll((all) => all.map((m) => getComputedStyle(m).backgroundColor));
      expect(marks.length).toBeGreaterThan(0);
      for (const color of marks) {
        const alpha = Number(/\/\s*([\d.]+)\)$|,\s*([\d.]+)\)$/.exec(color)?.slice(1).find(Boolean) ?? 1);
        expect(alpha, `mark background ${color}`).toBeLessThanOrEqual(0.35);
      }

      const results = await new AxeBuilder({ page }).include('dialog.search-dialog').analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const summary = blocking.map(
        (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary?.replaceAll('\n', ' ')}`).join('\n')}`,
      );
      expect(summary, summary.join('\n')).toEqual([]);

      await testInfo.attach(`search-${theme}-${name}.png`, { body: await page.screenshot(), contentType: 'image/png' });
    });
  }
}
