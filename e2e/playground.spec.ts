/**
 * The playground of the demo site, in Chromium, sending real requests through `quire preview`'s
 * relay to a real echo API (global-setup.ts starts it on the demo spec's "Local mock" server).
 * The echo API answers with what it received, so each test reads, in the playground's own
 * response view, exactly what reached the API.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loadedScripts } from './fixtures/loaded-scripts.ts';

interface Echo {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string;
}

async function openPlayground(page: Page, slug: string): Promise<Locator> {
  await page.goto(slug);
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.pg-layout')).toBeVisible();
  return dialog;
}

async function useLocalMock(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Send to').selectOption({ label: 'Local mock: http://localhost:{port}/v2' });
}

async function send(dialog: Locator): Promise<Echo> {
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('[data-status]')).toHaveText(/^200/);
  return JSON.parse(await dialog.locator('.pg-body').innerText()) as Echo;
}

test('the island loads only when the reader opens it, within its 35 KB gzipped budget', async ({ page }) => {
  const scripts = loadedScripts(page);
  const data: string[] = [];
  page.on('request', (request) => request.url().includes('/_quire/playground/') && data.push(request.url()));
  await page.goto('/api-reference/pets/list-pets');
  await page.waitForLoadState('networkidle');
  const before = scripts.urls();
  expect(data, 'no playground data before opening').toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Try it' }).click();
  await expect(page.getByRole('dialog').locator('.pg-layout')).toBeVisible();
  const { count, gzipped } = await scripts.since(before);
  console.log(`island: ${count} script(s), ${gzipped} bytes gzipped`);
  expect(gzipped).toBeLessThan(35 * 1024);
  // The page's own file, and its spec's file of the schemas its endpoints share.
  expect(data.map((url) => new URL(url).pathname.replace(/\/\d+\.json$/, '/<page>.json'))).toEqual([
    '/_quire/playground/<page>.json',
    '/_quire/playground/refs-0.json',
  ]);
});

test('what only a later action needs loads with that action: the paste reader with the paste panel, the sending code and the answer views with sending', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  const loaded = (chunk: string) => scripts.some((path) => path.startsWith(`/_astro/${chunk}.`));
  const dialog = await openPlayground(page, '/api-reference/pets/create-pet');
  await useLocalMock(dialog);
  const later = ['paste-json', 'send-auto', 'response-view', 'verdict-view'];
  expect(later.filter(loaded), 'loaded on opening').toEqual([]);

  await dialog.getByRole('button', { name: 'Paste body' }).click();
  await dialog.getByLabel('Paste a JSON body to fill the form').fill('{ "name": "Felix", "species": "cat" }');
  await dialog.getByRole('button', { name: 'Fill the form' }).click();
  await expect(dialog.getByLabel(/^name/).first()).toHaveValue('Felix');
  expect(loaded('paste-json')).toBe(true);

  await dialog.getByLabel('Bearer token').fill('jwt.token.here');
  const echo = await send(dialog);
  expect(JSON.parse(echo.body)).toMatchObject({ name: 'Felix', species: 'cat' });
  await expect(dialog.locator('.pg-verdict')).toBeVisible();
  expect(later.filter(loaded)).toEqual(later);
});

test('query parameters of every type and an API key header reach the API through the relay', async ({ page }) => {
  const dialog = await openPlayground(page, '/api-reference/pets/list-pets');
  await useLocalMock(dialog);
  await dialog.getByLabel('species').selectOption('cat');
  await dialog.getByLabel('limit').fill('5');
  await dialog.getByLabel('vaccinated').selectOption('true');
  await dialog.getByRole('button', { name: '+ Add item' }).click();
  await dialog.getByLabel('Item 1').fill('calm');
  await dialog.getByRole('button', { name: '+ Add item' }).click();
  await dialog.getByLabel('Item 2').fill('house trained');
  await dialog.getByLabel('X-API-Key').fill('key-123');
  await expect(dialog.locator('.pg-url')).toHaveText('GET http://localhost:4010/v2/pets?species=cat&limit=5&tag=calm&tag=house%20trained&vaccinated=true');

  const echo = await send(dialog);
  expect(echo.method).toBe('GET');
  expect(echo.path).toBe('/v2/pets');
  expect(echo.query).toBe('species=cat&limit=5&tag=calm&tag=house%20trained&vaccinated=true');
  expect(echo.headers['x-api-key']).toBe('key-123');
  // The docs site's own cookies never travel with the request.
  expect(echo.headers.cookie).toBeUndefined();
  await expect(dialog.locator('[data-metric=time]')).toHaveText(/^\d+ ms$/);
  await expect(dialog.locator('[data-metric=size]')).toHaveText(/^\d+(\.\d)? (B|KB)$/);
  await dialog.getByText('Request sent, as cURL').click();
  await expect(dialog.locator('.pg-sent pre')).toContainText("--header 'X-API-Key: key-123'");
});

test('the chosen server and the credentials persist across pages and reloads, in this browser only', async ({ page }) => {
  let dialog = await openPlayground(page, '/api-reference/pets/list-pets');
  await useLocalMock(dialog);
  await dialog.getByLabel('X-API-Key').fill('kept-key');
  await page.goto('/api-reference/pets/get-pet');
  dialog = await openPlayground(page, '/api-reference/pets/get-pet');
  await expect(dialog.getByLabel('Send to')).toHaveValue('2');
  await expect(dialog.getByLabel('X-API-Key')).toHaveValue('kept-key');
  await dialog.getByLabel('petId').fill('7d3c');
  const echo = await send(dialog);
  expect(echo.path).toBe('/v2/pets/7d3c');
  expect(echo.headers['x-api-key']).toBe('kept-key');
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await page.reload();
  dialog = await openPlayground(page, '/api-reference/pets/get-pet');
  await expect(dialog.getByLabel('X-API-Key')).toHaveValue('');
});

test('a required parameter and credential left empty are named before sending; the reader may send anyway', async ({ page }) => {
  const relayCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/request') && relayCalls.push(request.url()));
  const dialog = await openPlayground(page, '/api-reference/pets/get-pet');
  await useLocalMock(dialog);
  await dialog.getByRole('button', { name: 'Send' }).click();
  const warning = dialog.getByRole('alert');
  await expect(warning).toContainText('petId (path parameter) and X-API-Key (API key) are required but empty');
  expect(relayCalls, 'nothing is sent before the reader decides').toEqual([]);
  // Filling one leaves the other named; filling both clears the warning.
  await dialog.getByLabel('petId').fill('7d3c');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(warning).toHaveText(/^X-API-Key \(API key\) is required but empty/);
  await dialog.getByRole('button', { name: 'Send anyway' }).click();
  await expect(dialog.locator('[data-status]')).toHaveText(/^200/);
  const echo = JSON.parse(await dialog.locator('.pg-body').innerText()) as Echo;
  expect(echo.path).toBe('/v2/pets/7d3c');
  expect(echo.headers['x-api-key']).toBeUndefined();
  await expect(dialog.locator('.pg-warning')).toHaveCount(0);
});

test("a port the reader names other than the spec's default goes from the browser, which the relay would refuse, and its failure says what to do", async ({
  page,
}) => {
  const dialog = await openPlayground(page, '/api-reference/pets/list-pets');
  await useLocalMock(dialog);
  await dialog.getByLabel('X-API-Key').fill('key-123');
  await dialog.getByLabel('port').fill('4999');
  await expect(dialog).toContainText('Sent from your browser');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Your browser could not send this request');
  await expect(alert).toContainText('localhost:4999');
});

test('an unreachable server is reported as the relay says, not as a silent failure', async ({ page }) => {
  const dialog = await openPlayground(page, '/api-reference/pets/list-pets');
  await dialog.getByLabel('Send to').selectOption({ label: 'Production: https://petstore.example.com/v2' });
  await dialog.getByLabel('X-API-Key').fill('key-123');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveAttribute('data-problem', /urn:quire:relay:/, { timeout: 15_000 });
  await expect(alert).toContainText('petstore.example.com');
});

test('an image answer is shown as an image', async ({ page }) => {
  const dialog = await openPlayground(page, '/api-reference/pets/get-pet-photo');
  await useLocalMock(dialog);
  await dialog.getByLabel('X-API-Key').fill('key-123');
  await dialog.getByLabel('petId').fill('p1');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const image = dialog.getByRole('img', { name: /Image returned by the API/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test('simple mode without servers: the request is composed and copied, never sent', async ({ page }) => {
  const dialog = await openPlayground(page, '/store-api/orders/get-order');
  await expect(dialog.getByText('This API declares no server')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await dialog.getByLabel('orderId').fill('42');
  await expect(dialog.locator('.pg-curl')).toHaveText('curl https://api.example.com/orders/42');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy cURL' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('curl https://api.example.com/orders/42');
});

test('a page can ask for simple mode (frontmatter) or no playground (x-docs.metadata)', async ({ page }) => {
  const dialog = await openPlayground(page, '/api-reference/adopt-pet');
  await expect(dialog.getByText('This page composes requests without sending them')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await page.goto('/api-reference/pets/delete-pet');
  await expect(page.locator('.endpoint-line')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try it' })).toHaveCount(0);
});

test('the dialog closes with Escape and keeps what was typed when opened again', async ({ page }) => {
  const dialog = await openPlayground(page, '/api-reference/pets/get-pet');
  await dialog.getByLabel('petId').fill('abc');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Try it' }).click();
  await expect(dialog.getByLabel('petId')).toHaveValue('abc');
});

test('a JSON body from a chosen example, a bearer token and a header parameter reach the API', async ({ page }) => {
  const dialog = await openPlayground(page, '/api-reference/pets/create-pet');
  await useLocalMock(dialog);
  await dialog.getByLabel('Bearer token').fill('jwt.token.here');
  await dialog.getByLabel('Example').selectOption({ label: 'A cat' });
  await dialog.getByLabel(/^name/).first().fill('Felix');
  const echo = await send(dialog);
  expect(echo.method).toBe('POST');
  expect(echo.headers.authorization).toBe('Bearer jwt.token.here');
  expect(echo.headers['idempotency-key']).toBe('4f1c2a7e-first-try');
  expect(echo.headers['content-type']).toBe('application/json');
  expect(JSON.parse(echo.body)).toEqual({ name: 'Felix', species: 'cat', birthday: '2021-04-01' });
});

test('the body form and the raw JSON stay in step both ways', async ({ page }) => {
  const dialog = await openPlayground(page, '/api-reference/pets/create-pet');
  await dialog.getByLabel(/^name/).first().fill('Bo');
  await dialog.getByRole('button', { name: 'JSON' }).click();
  const editor = dialog.getByRole('textbox', { name: /JSON/ });
  expect(JSON.parse(await editor.inputValue())).toMatchObject({ name: 'Bo' });
  await editor.fill('{ "name": "Zed", "species": "bird", "nickname": "kept" }');
  await dialog.getByRole('button', { name: 'Form' }).click();
  await expect(dialog.getByLabel(/^name/).first()).toHaveValue('Zed');
  await expect(dialog.getByLabel(/^species/).locator('option:checked')).toHaveText('bird');
  await expect(dialog.locator('.pg-curl')).toContainText('"nickname": "kept"');
});

test('a multipart upload sends the file itself, with basic auth', async ({ page }) => {
  const dialog = await openPlayground(page, '/api-reference/pets/upload-pet-photo');
  await useLocalMock(dialog);
  await dialog.getByLabel('Username').fill('staff@petstore.test');
  await dialog.getByLabel('Password').fill('pässword');
  await dialog.getByLabel('petId').fill('p1');
  await dialog.getByLabel(/^photo/).setInputFiles({ name: 'rex.png', mimeType: 'image/png', buffer: Buffer.from('PNG-BYTES-OF-REX') });
  await dialog.getByLabel(/^caption/).fill('Rex at the park');
  const echo = await send(dialog);
  expect(echo.path).toBe('/v2/pets/p1/photos');
  expect(echo.headers.authorization).toBe(`Basic ${Buffer.from('staff@petstore.test:pässword').toString('base64')}`);
  const boundary = /boundary=(.+)$/.exec(echo.headers['content-type'] ?? '')?.[1];
  expect(boundary).toBeTruthy();
  expect(echo.body).toContain(`--${boundary}`);
  expect(echo.body).toMatch(/Content-Disposition: form-data; name="photo"; filename="rex.png"\r\nContent-Type: image\/png\r\n\r\nPNG-BYTES-OF-REX\r\n/);
  expect(echo.body).toMatch(/name="caption"\r\n\r\nRex at the park\r\n/);
  await expect(dialog.locator('.pg-curl')).toContainText('-F photo=@rex.png');
});

test('a form-encoded body, with a session cookie chosen among the auth alternatives', async ({ page }) => {
  const dialog = await openPlayground(page, '/api-reference/pets/book-visit');
  await useLocalMock(dialog);
  await dialog.getByLabel('Authenticate with').selectOption({ label: 'session' });
  await dialog.getByLabel('petstore_session').fill('sess 42');
  await dialog.getByLabel('petId').fill('p9');
  await dialog.getByLabel(/^date/).fill('2026-12-24');
  await dialog.getByLabel(/^visitors/).fill('3');
  const echo = await send(dialog);
  expect(echo.headers['content-type']).toBe('application/x-www-form-urlencoded');
  expect(echo.body).toBe('date=2026-12-24&visitors=3');
  expect(echo.headers.cookie).toBe('petstore_session=sess%2042');
  expect(echo.headers['x-api-key']).toBeUndefined();
});

test('only the Try it button opens the playground, not a click elsewhere in the reference', async ({ page }) => {
  await page.goto('/api-reference/pets/list-pets');
  await page.locator('.reference-aside').getByText('Python', { exact: true }).first().click();
  await page.locator('.reference-main').getByRole('heading').first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
