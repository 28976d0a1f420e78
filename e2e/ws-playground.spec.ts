/**
 * The WebSocket playground of the demo's channel pages, in Chromium, connected straight from the
 * browser to the real echo API that global-setup.ts starts on the "Local mock" server (port
 * 4010). The echo tells the page what reached the server: path, query and subprotocol.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loadedScripts } from './fixtures/loaded-scripts.ts';

interface Echo {
  type: 'echo';
  path: string;
  query: string;
  protocol: string;
  received: unknown;
}

async function openPlayground(page: Page): Promise<Locator> {
  await page.goto('/channels/pet-updates');
  await page.getByRole('button', { name: 'Connect' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.pg-layout')).toBeVisible();
  return dialog;
}

async function connectToLocalMock(dialog: Locator, petId = '42', token = 'se cret&1'): Promise<void> {
  await dialog.getByLabel('Connect to').selectOption({ label: 'Local mock: ws://localhost:{port}/v2' });
  await dialog.getByLabel('petId').fill(petId);
  await dialog.getByLabel('token', { exact: true }).fill(token);
  await expect(dialog.locator('.ws-url')).toHaveText(
    `ws://localhost:4010/v2/live/pets/${encodeURIComponent(petId)}?token=${new URLSearchParams({ t: token }).toString().slice(2)}`,
  );
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Connected/);
}

/** The JSON of the log's received entries, oldest first. */
async function received(dialog: Locator): Promise<unknown[]> {
  const texts = await dialog.locator('.ws-entry[data-direction="received"] pre').allInnerTexts();
  return texts.map((t) => JSON.parse(t) as unknown);
}

test('the WebSocket island loads only when the reader clicks Connect', async ({ page }) => {
  const scripts = loadedScripts(page);
  const data: string[] = [];
  page.on('request', (request) => request.url().includes('/_quire/playground/') && data.push(request.url()));
  await page.goto('/channels/pet-updates');
  await page.waitForLoadState('networkidle');
  const before = scripts.urls();
  expect(data, 'no playground data before opening').toEqual([]);

  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('dialog').locator('.pg-layout')).toBeVisible();
  const { count, gzipped } = await scripts.since(before);
  console.log(`WebSocket island: ${count} script(s), ${gzipped} bytes gzipped`);
  expect(gzipped).toBeLessThan(35 * 1024);
  expect(data).toHaveLength(1);
});

test('connect, send the prefilled example, read the echo and the reply, disconnect', async ({ page }) => {
  const dialog = await openPlayground(page);
  await connectToLocalMock(dialog);
  // The spec's first example of the only message a client sends.
  await expect(dialog.getByLabel('Payload')).toHaveValue(JSON.stringify({ type: 'subscribe', events: ['status'] }, null, 2));
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.locator('.ws-entry[data-direction="sent"]')).toHaveCount(1);
  await expect(dialog.locator('.ws-entry[data-direction="received"]')).toHaveCount(2);
  const [echo, reply] = (await received(dialog)) as [Echo, unknown];
  expect(echo).toEqual({
    type: 'echo',
    path: '/v2/live/pets/42',
    query: 'token=se+cret%261',
    protocol: '',
    received: { type: 'subscribe', events: ['status'] },
  });
  expect(reply).toEqual({ type: 'subscribed', events: ['status'] });

  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Closed, code 1000/);
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
});

test('an invalid message is refused with its path, and sent only when the reader insists', async ({ page }) => {
  const dialog = await openPlayground(page);
  await connectToLocalMock(dialog, 'a/b');
  await dialog.getByLabel('Payload').fill('{"type": "subscribe", "events": ["status", "fur"]}');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  const problems = dialog.getByRole('alert');
  await expect(problems).toContainText('Not sent');
  await expect(problems).toContainText('$.events[1]');
  await expect(dialog.getByLabel('Payload')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('.ws-entry[data-direction="sent"]')).toHaveCount(0);

  await dialog.getByLabel('Payload').fill('{"type": ');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(problems).toContainText('Not valid JSON');
  await expect(dialog.locator('.ws-entry[data-direction="sent"]')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Send anyway' }).click();
  await expect(dialog.locator('.ws-entry[data-direction="sent"]')).toHaveCount(1);
  await expect(dialog.locator('.ws-entry[data-direction="received"]')).toHaveCount(1);
  const [echo] = (await received(dialog)) as [Echo];
  expect(echo.received).toBe('{"type": ');
  expect(echo.path).toBe('/v2/live/pets/a%2Fb');

  await dialog.getByRole('button', { name: 'Clear log' }).click();
  await expect(dialog.locator('.ws-entry')).toHaveCount(0);
});

test('a missing channel parameter is named and nothing connects', async ({ page }) => {
  const dialog = await openPlayground(page);
  await dialog.getByLabel('Connect to').selectOption({ label: 'Local mock: ws://localhost:{port}/v2' });
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('petId');
  await expect(dialog.getByRole('status')).toHaveText('Not connected');
});

test('a server variable that would move the host is refused by name, not shown, and nothing connects', async ({ page }) => {
  const dialog = await openPlayground(page);
  await dialog.getByLabel('Connect to').selectOption({ label: 'Local mock: ws://localhost:{port}/v2' });
  await dialog.getByLabel('port').fill('4010@evil.test');
  await dialog.getByLabel('petId').fill('42');
  await expect(dialog.locator('.ws-url')).toHaveText('ws://localhost:{port}/v2/live/pets/42');
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('server variable port');
  await expect(dialog.getByRole('alert')).not.toContainText('evil');
  await expect(dialog.getByRole('status')).toHaveText('Not connected');
  await expect(dialog.locator('.ws-entry')).toHaveCount(0);
});

test('a server that cannot be reached ends in the failed state, with the close code explained', async ({ page }) => {
  const dialog = await openPlayground(page);
  await dialog.getByLabel('Connect to').selectOption({ label: 'Local mock: ws://localhost:{port}/v2' });
  await dialog.getByLabel('port').fill('4019');
  await dialog.getByLabel('petId').fill('42');
  await expect(dialog.locator('.ws-url')).toHaveText('ws://localhost:4019/v2/live/pets/42');
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Connection failed, code 1006/);
  await expect(dialog.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
});

test('a subprotocol the reader asks for is offered, negotiated and shown; Ctrl+Enter sends', async ({ page }) => {
  const dialog = await openPlayground(page);
  await dialog.getByLabel('Subprotocols').fill('petstore.v2');
  await expect(dialog.locator('.ws-protocols')).toHaveText('Subprotocols: petstore.v2');
  await connectToLocalMock(dialog);
  await expect(dialog.getByRole('status')).toHaveText('Connected (subprotocol petstore.v2)');
  await dialog.getByLabel('Payload').fill('{"type": "subscribe", "events": ["photos"]}');
  await dialog.getByLabel('Payload').press('Control+Enter');
  await expect(dialog.locator('.ws-entry[data-direction="received"]')).toHaveCount(2);
  const [echo] = (await received(dialog)) as [Echo];
  expect(echo.protocol).toBe('petstore.v2');
});

test('the server and token carry over to another channel, whose enum parameter is a select', async ({ page }) => {
  const dialog = await openPlayground(page);
  await dialog.getByLabel('Connect to').selectOption({ label: 'Local mock: ws://localhost:{port}/v2' });
  await dialog.getByLabel('token', { exact: true }).fill('kept');
  await page.goto('/channels/shelter-chat');
  await page.getByRole('button', { name: 'Connect' }).click();
  const chat = page.getByRole('dialog');
  await expect(chat.getByLabel('Connect to')).toHaveValue('1');
  await expect(chat.getByLabel('token', { exact: true })).toHaveValue('kept');
  await chat.getByLabel('shelterId').selectOption('south');
  await expect(chat.locator('.ws-url')).toHaveText('ws://localhost:4010/v2/live/shelters/south/chat?token=kept');
  await expect(chat.getByLabel('Payload')).toHaveValue(JSON.stringify({ type: 'chat', text: 'Is Rex still available?' }, null, 2));
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open WebSocket playground has no serious or critical accessibility issue in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((saved) => localStorage.setItem('quire-theme', saved), theme);
    const dialog = await openPlayground(page);
    await connectToLocalMock(dialog);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.locator('.ws-entry[data-direction="received"]')).toHaveCount(2);
    await dialog.getByLabel('Payload').fill('{}');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const summary = blocking.map(
      (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary?.replaceAll('\n', ' ')}`).join('\n')}`,
    );
    expect(summary, summary.join('\n')).toEqual([]);
  });
}
