/**
 * The API reference pages of the demo as a reader sees them in Chromium: endpoint, webhook, schema
 * and channel pages, and what they share with the playground.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 1400, height: 900 } });

/** The rendered text of the reference (hidden tabs left out). */
const referenceText = (page: Page) => page.locator('section.reference').innerText();

async function style(locator: Locator): Promise<Record<string, string>> {
  return locator.evaluate((element) => {
    const s = getComputedStyle(element);
    return {
      color: s.color,
      fontSize: s.fontSize,
      fontWeight: s.fontWeight,
      border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
      borderRadius: s.borderTopLeftRadius,
      text: element.textContent ?? '',
    };
  });
}

test('a webhook page tells the receiver what arrives and how to check it, never to send the API key', async ({ page }) => {
  await page.goto('/api-reference/webhooks/pet-adopted');
  const text = await referenceText(page);
  expect(text).toContain('The API sends this POST request to the URL you registered for petAdopted');
  expect(text).not.toMatch(/Send the key|X-API-Key/);
  const main = page.locator('.reference-main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Verifying requests', 'Headers', 'Payload', 'Responses']);
  await expect(main.getByText('signs the payload')).toBeVisible();
  await expect(page.locator('.reference-aside')).toContainText('Payload example');

  // A webhook's own security is what the sender includes, framed as such.
  await page.goto('/api-reference/webhooks/pet-returned');
  const returned = await referenceText(page);
  expect(returned).toContain('The request includes:');
  expect(returned).toContain('Authorization: Basic <base64 of username:password>');
  expect(returned).not.toMatch(/Send the key|X-API-Key|^Send /m);
});

test('a schema page shows the object as JSON beside its fields, with values that read like data', async ({ page }) => {
  await page.goto('/api-reference/models/pet');
  const aside = page.locator('.reference-aside');
  await expect(aside).toContainText('Example');
  const example = JSON.parse(await aside.locator('pre').first().innerText()) as Record<string, unknown>;
  expect(example).toMatchObject({ name: 'Rex', species: 'dog', tags: [{ name: 'Example tag' }] });
  expect(example.id).toMatch(/^[0-9a-f-]{36}$/);
  // The recursive parent is left out rather than shown as {}.
  expect('parent' in example).toBe(false);
  const [mainBox, asideBox] = [await page.locator('.reference-main').boundingBox(), await aside.boundingBox()];
  expect(asideBox!.x, 'the example is beside the fields').toBeGreaterThan(mainBox!.x + mainBox!.width - 1);
});

test('generated examples never show placeholder types or empty objects', async ({ page }) => {
  for (const path of ['/api-reference/pets/list-pets', '/api-reference/pets/get-pet', '/api-reference/webhooks/pet-returned']) {
    await page.goto(path);
    const examples = await page.locator('.reference-aside pre').allInnerTexts();
    expect(examples.length, path).toBeGreaterThan(0);
    for (const example of examples) {
      expect(example, path).not.toContain('"string"');
      expect(example, path).not.toMatch(/: \{\}/);
    }
  }
});

test('an endpoint page shows its request JSON once: in the request samples, not again beside them', async ({ page }) => {
  await page.goto('/api-reference/pets/create-pet');
  const text = await referenceText(page);
  expect(text.match(/"name": "Rex"/g)).toHaveLength(1);
  // The spec's other named example is still there, under its name.
  const aside = page.locator('.reference-aside');
  await expect(aside).toContainText('Other request examples');
  await expect(aside.getByText('A cat')).toBeVisible();
});

test('headings step down as a reader scans: title, sections, their parts', async ({ page }) => {
  const size = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  await page.goto('/api-reference/pets/get-pet');
  const title = await size(page.locator('h1').first());
  const section = await size(page.locator('.reference-main h2').first());
  expect(title).toBeGreaterThan(section * 1.3);
  await page.goto('/channels/pet-updates');
  const channelSection = await size(page.locator('.reference-main h2').first());
  const operation = await size(page.locator('.reference-main h3').first());
  const message = await size(page.locator('.reference-main h4').first());
  expect(channelSection).toBeGreaterThan(operation);
  expect(operation).toBeGreaterThanOrEqual(message);
});

test('facts read as labeled chips, never bare values', async ({ page }) => {
  await page.goto('/api-reference/pets/list-pets');
  const limit = page.locator('.q-field', { has: page.locator('.q-field-name', { hasText: /^limit$/ }) });
  await expect(limit.locator('.schema-fact')).toHaveText(['Default: 20', 'Range: >= 1, <= 100']);
  await page.goto('/api-reference/pets/create-pet');
  await expect(page.locator('#request-body ~ div .schema-root').first()).toContainText('Content type: application/json');
});

test('"required" looks the same in the reference and in the playground', async ({ page }) => {
  await page.goto('/api-reference/pets/get-pet');
  const onPage = await style(page.locator('.reference-main .q-field-required').first());
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.pg-layout')).toBeVisible();
  const inPlayground = await style(dialog.locator('.q-field-required').first());
  expect(onPage.text).toBe('required');
  expect(inPlayground).toEqual(onPage);
  // The body form's marks too.
  await page.goto('/api-reference/pets/create-pet');
  await page.getByRole('button', { name: 'Try it' }).click();
  await expect(page.getByRole('dialog').locator('.pb-label .q-field-required').first()).toBeVisible();
  expect(await style(page.getByRole('dialog').locator('.pb-label .q-field-required').first())).toEqual(onPage);
});

test('the playground warns inline before sending with an empty required value, and the reader can still send', async ({ page }) => {
  await page.goto('/api-reference/pets/get-pet');
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const warning = dialog.getByRole('alert');
  await expect(warning).toContainText('petId (path parameter) and X-API-Key (API key) are required but empty');
  await expect(dialog.locator('.pg-body')).toHaveCount(0);
  const anyway = warning.getByRole('button', { name: 'Send anyway' });
  await anyway.focus();
  await expect(anyway).toBeFocused();
  // Filling what was missing takes the warning away.
  await dialog.getByLabel('petId').fill('p1');
  await dialog.getByLabel('X-API-Key').fill('k');
  await expect(dialog.locator('.pg-warning')).toHaveCount(0);
});

test('a channel page: authorization first, messages without boxes in boxes, their examples in the right column', async ({ page }) => {
  await page.goto('/channels/pet-updates');
  const headings = await page.locator('.reference-main h2').allInnerTexts();
  expect(headings[0]).toBe('Authorization');
  const message = page.locator('.channel-message').first();
  expect(await message.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('0px');
  // Nothing framed sits inside another framed block.
  const nested = await page.locator('.reference-main').evaluate((root) => {
    const framed = (element: Element) => parseFloat(getComputedStyle(element).borderTopWidth) > 0 && parseFloat(getComputedStyle(element).borderLeftWidth) > 0;
    return [...root.querySelectorAll('.channel-message, .channel-reply, .channel-operation')].filter(framed).length;
  });
  expect(nested).toBe(0);
  const aside = page.locator('.reference-aside');
  await expect(aside).toContainText('Message you send');
  await expect(aside).toContainText('Message you receive');
  const [mainBox, asideBox] = [await page.locator('.reference-main').boundingBox(), await aside.boundingBox()];
  expect(asideBox!.x).toBeGreaterThan(mainBox!.x + mainBox!.width - 1);
});

test.describe('accessibility of the reference pages', () => {
  const pages = [
    { name: 'a webhook page', path: '/api-reference/webhooks/pet-returned' },
    { name: 'a schema page', path: '/api-reference/models/pet' },
    { name: 'a channel page', path: '/channels/pet-updates' },
    { name: 'the playground warning', path: '/api-reference/pets/get-pet', warning: true },
  ];
  for (const { name, path, warning } of pages) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${name} has no serious or critical issue in the ${theme} theme`, async ({ page }) => {
        await page.addInitScript((saved) => localStorage.setItem('quire-theme', saved), theme);
        await page.goto(path);
        if (warning) {
          await page.getByRole('button', { name: 'Try it' }).click();
          await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
          await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
        }
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        const summary = blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary, summary.join('\n')).toEqual([]);
      });
    }
  }
});
