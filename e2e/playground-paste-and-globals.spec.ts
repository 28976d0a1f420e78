/**
 * The playground in Chromium: a JSON body pasted into the demo's body form fills its fields (or
 * says what does not fit, and where), and, on a small site of its own, a value typed for a
 * parameter on one operation's page is there on another operation's page with a parameter of the
 * same name and place; that site's docs.json `variations` switcher shows one variation at a time.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { siteForTests } from './fixtures/site-for-tests.ts';

async function openPlayground(page: Page, slug: string): Promise<Locator> {
  await page.goto(slug);
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.pg-layout')).toBeVisible();
  return dialog;
}

/** A paste as the browser fires it: a ClipboardEvent carrying the text. */
async function paste(target: Locator, text: string): Promise<void> {
  await target.evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

test('a JSON body pasted into the body form fills its fields, keeps what the schema lacks and says so', async ({ page }) => {
  const dialog = await openPlayground(page, '/api-reference/pets/create-pet');
  await dialog.getByRole('button', { name: 'Paste body' }).click();
  const box = dialog.getByLabel('Paste a JSON body to fill the form');
  await paste(box, JSON.stringify({ name: 'Felix', species: 'cat', tags: [{ name: 'calm' }], color: 'black' }));

  await expect(dialog.locator('.pb-paste-status')).toContainText(
    'Filled the form from the pasted JSON. Not in the schema, kept in the body (see JSON): $.color',
  );
  await expect(dialog.getByLabel(/^name/).first()).toHaveValue('Felix');
  await expect(dialog.locator('select').filter({ has: page.locator('option', { hasText: 'fish' }) })).toHaveValue('1');
  await expect(dialog.getByRole('group', { name: /tags/ }).getByRole('textbox').first()).toHaveValue('calm');
  await expect(dialog.locator('.pg-curl')).toContainText('"color": "black"');
  await expect(box).toBeHidden();
});

test('pasted text that is not JSON, or does not fit the schema, is refused with the reason at its JSON path', async ({ page }) => {
  const dialog = await openPlayground(page, '/api-reference/pets/create-pet');
  await dialog.getByRole('button', { name: 'Paste body' }).click();
  const box = dialog.getByLabel('Paste a JSON body to fill the form');
  const status = dialog.locator('.pb-paste-status');

  await paste(box, '{ "name": "Felix", }');
  await expect(status).toContainText('The form was not filled:');
  await expect(status.getByRole('listitem')).toHaveText(/^\$ not valid JSON: .*line 1 column 20/);

  await paste(box, '{ "name": "Felix", "species": "lizard", "tags": [{ "name": 3 }] }');
  await expect(status.getByRole('listitem')).toHaveText([
    '$.species text "lizard", where the schema has one of "dog", "cat", "bird", "fish" (enum<string>)',
    '$.tags[0].name number 3, where the schema has text (string)',
  ]);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  // The form keeps the example it had.
  await expect(dialog.getByLabel(/^name/).first()).toHaveValue('Rex');
});

test.describe('a site of its own', () => {
  // Two operations that share a header and a path parameter, and a page in two variations.
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Tenants', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/accounts/{accountId}': {
        parameters: [{ name: 'accountId', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          operationId: 'getAccount',
          summary: 'Get an account',
          parameters: [{ name: 'X-Tenant', in: 'header', schema: { type: 'string' } }],
          responses: { '200': { description: 'The account.' } },
        },
        delete: {
          operationId: 'closeAccount',
          summary: 'Close an account',
          parameters: [{ name: 'x-tenant', in: 'header', schema: { type: 'string' } }],
          responses: { '204': { description: 'Closed.' } },
        },
      },
      '/accounts': {
        get: {
          operationId: 'listAccounts',
          summary: 'List accounts',
          parameters: [{ name: 'accountId', in: 'query', schema: { type: 'string' } }],
          responses: { '200': { description: 'Accounts.' } },
        },
      },
    },
  };
  const site = siteForTests(
    {
      'openapi.json': JSON.stringify(spec),
      'install.mdx':
        '---\ntitle: Install\n---\n\nBoth ways start here.\n\n<Variation id="cloud">\nSign in to the console.\n</Variation>\n\n<Variation id="self-hosted">\nRun the container.\n</Variation>\n',
      'docs.json': JSON.stringify({
        name: 'Tenants',
        variations: {
          options: [
            { id: 'cloud', label: 'Cloud' },
            { id: 'self-hosted', label: 'Self-hosted' },
          ],
        },
        navigation: {
          groups: [
            { group: 'Start', pages: ['install'] },
            { group: 'API', openapi: 'openapi.json' },
          ],
        },
      }),
    },
    { mode: 'serial' },
  );

  test('a header and a path parameter typed on one operation are offered on another with the same name and place', async ({ page }) => {
    let dialog = await openPlayground(page, `${site.url}/api-reference/get-account`);
    await dialog.getByLabel('X-Tenant').fill('acme');
    await dialog.getByLabel('accountId').fill('acc-42');

    dialog = await openPlayground(page, `${site.url}/api-reference/close-account`);
    // Header names match in any case; the path parameter of the same name comes along.
    await expect(dialog.getByLabel('x-tenant')).toHaveValue('acme');
    await expect(dialog.getByLabel('accountId')).toHaveValue('acc-42');
    await expect(dialog.locator('.pg-curl')).toContainText('https://api.example.com/accounts/acc-42');
    await expect(dialog.locator('.pg-curl')).toContainText('x-tenant: acme');

    // A query parameter of the same name is another place: not filled.
    dialog = await openPlayground(page, `${site.url}/api-reference/list-accounts`);
    await expect(dialog.getByLabel('accountId')).toHaveValue('');
  });

  test("the header's variation switcher shows only the chosen variation's blocks, and the choice stays across pages", async ({ page }) => {
    await page.goto(`${site.url}/install`);
    await expect(page.getByText('Sign in to the console.')).toBeVisible();
    await expect(page.getByText('Run the container.')).toBeHidden();
    await page.getByRole('combobox', { name: 'Variation' }).selectOption({ label: 'Self-hosted' });
    await expect(page.getByText('Run the container.')).toBeVisible();
    await expect(page.getByText('Sign in to the console.')).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-variation', 'self-hosted');
    await expect(page.getByText('Run the container.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Variation' })).toHaveValue('self-hosted');
  });
});
