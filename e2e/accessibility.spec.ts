import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = [
  { name: 'the home page', path: '/' },
  { name: 'an MDX page', path: '/quickstart' },
  // Deprecated: its badge sits on the tinted background of the current sidebar link too.
  { name: 'an endpoint page', path: '/api-reference/pets/delete-pet' },
  { name: 'an endpoint page with a playground', path: '/api-reference/pets/list-pets' },
  // Auth, parameters of several kinds and a body form with nested objects and arrays.
  { name: 'the open playground', path: '/api-reference/pets/create-pet', playground: true },
  { name: 'the open playground of an upload', path: '/api-reference/pets/upload-pet-photo', playground: true },
];

test.describe('accessibility', () => {
  for (const { name, path, playground } of pages) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${name} has no serious or critical accessibility issue in the ${theme} theme`, async ({ page }, testInfo) => {
        await page.addInitScript((saved) => localStorage.setItem('quire-theme', saved), theme);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        if (playground) {
          await page.getByRole('button', { name: 'Try it' }).click();
          await expect(page.getByRole('dialog').locator('.pg-layout')).toBeVisible();
        }
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        await testInfo.attach('axe violations', { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
        const summary = blocking.map(
          (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary?.replaceAll('\n', ' ')}`).join('\n')}`,
        );
        expect(summary, summary.join('\n')).toEqual([]);
      });
    }
  }
});
