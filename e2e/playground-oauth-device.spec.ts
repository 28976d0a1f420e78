/**
 * The OAuth device authorization grant in the playground, in Chromium through `quire preview`'s
 * relay, against a real authorization server (fixtures/oauth-device-server.ts) that the spec
 * names only by its `oauth2MetadataUrl`: the playground discovers the endpoints, shows the user
 * code and its link, polls until the token comes, and the request goes out with it.
 */
import { expect, type Page, test } from '@playwright/test';
import { ACCESS_TOKEN, deviceSpec, type OAuthDeviceServer, startOAuthDeviceServer, USER_CODE } from './fixtures/oauth-device-server.ts';
import { previewSpecSite, type ServedSite } from './fixtures/site-server.ts';

let auth: OAuthDeviceServer;
let site: ServedSite | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  auth = await startOAuthDeviceServer();
  site = await previewSpecSite('Pet TV', deviceSpec(auth.url));
});

test.afterAll(async () => {
  await site?.close();
  await auth?.close();
});

async function openDeviceFlow(page: Page) {
  await page.goto(`${site!.url}/api-reference/list-pets`);
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Get a token').click();
  // Only the metadata names the flow and its scopes.
  await expect(dialog.getByText('Flow: Device code')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'read:pets' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'write:pets' })).not.toBeChecked();
  return dialog;
}

test('the reader gets a user code from the discovered endpoint, the token arrives by polling and the request carries it', async ({ page }) => {
  const dialog = await openDeviceFlow(page);
  await dialog.getByLabel('Client ID').fill('tv-app');
  await dialog.getByRole('button', { name: 'Get a code' }).click();

  await expect(dialog.getByLabel('User code')).toHaveText(USER_CODE);
  const link = dialog.getByRole('link', { name: /^Open localhost:\d+/ });
  await expect(link).toHaveAttribute('href', `${auth.url}/activate?user_code=${USER_CODE}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(dialog.getByText(`${auth.url}/activate`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'Waiting for your approval… checking every 1 s.' })).toBeVisible();
  expect(auth.deviceRequests.at(-1)).toEqual({ client_id: 'tv-app', scope: 'read:pets' });
  await page.screenshot({ path: 'test-results/e2e/playground-oauth-device-waiting.png' });

  // Two authorization_pending answers, then the token, which lands in the access token field.
  await expect(dialog.getByText(/^Token received, valid for about 60 min\. It is now in the access token field\.$/)).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByLabel('Access token')).toHaveValue(ACCESS_TOKEN);
  await expect(dialog.getByLabel('User code')).toHaveCount(0);
  const polls = auth.polls.filter((poll) => poll.form.device_code === 'dc-1');
  expect(polls).toHaveLength(3);
  expect(polls[0]!.form).toEqual({ grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: 'dc-1', client_id: 'tv-app' });
  // At the interval the server gave, never faster (it would have answered slow_down).
  expect(polls[2]!.at - polls[0]!.at).toBeGreaterThanOrEqual(1800);

  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('.pg-status')).toContainText('200');
  expect(auth.apiCalls.at(-1)).toBe(`Bearer ${ACCESS_TOKEN}`);
});

test('Cancel stops the polling and says no token was requested', async ({ page }) => {
  const dialog = await openDeviceFlow(page);
  await dialog.getByLabel('Client ID').fill('tv-app');
  await dialog.getByRole('button', { name: 'Get a code' }).click();
  await expect(dialog.getByLabel('User code')).toHaveText(USER_CODE);
  const code = auth.deviceRequests.length;
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByText('Cancelled: no token was requested.')).toBeVisible();
  await expect(dialog.getByLabel('User code')).toHaveCount(0);
  const polled = auth.polls.filter((poll) => poll.form.device_code === `dc-${code}`).length;
  await page.waitForTimeout(2500);
  expect(auth.polls.filter((poll) => poll.form.device_code === `dc-${code}`)).toHaveLength(polled);
});

test('an unknown client is refused in plain words', async ({ page }) => {
  const dialog = await openDeviceFlow(page);
  await dialog.getByLabel('Client ID').fill('someone-else');
  await dialog.getByRole('button', { name: 'Get a code' }).click();
  await expect(dialog.getByText('The device authorization endpoint refused (401 Unauthorized): invalid_client — Unknown client')).toBeVisible();
});

test('metadata that cannot be read, or that names an undeclared origin, is explained in plain words', async ({ page }) => {
  await page.goto(`${site!.url}/api-reference/list-toys`);
  await page.getByRole('button', { name: 'Try it' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByText('Get a token').click();
  await expect(
    dialog.getByText(
      `Could not read the OAuth server metadata at ${auth.url}/.well-known/missing: it answered 404 Not Found. Check the scheme's oauth2MetadataUrl.`,
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel('Client ID')).toHaveCount(0);

  // The relay reaches only what the spec declares: endpoints a fetched document names elsewhere are refused, with the fix.
  await page.goto(`${site!.url}/api-reference/list-games`);
  await page.getByRole('button', { name: 'Try it' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByText('Get a token').click();
  await dialog.getByLabel('Client ID').fill('tv-app');
  const before = auth.deviceRequests.length;
  await dialog.getByRole('button', { name: 'Get a code' }).click();
  await expect(dialog.getByText(/^Could not reach the device authorization endpoint: .*Add it to api\.playground\.allowedOrigins in docs\.json/)).toBeVisible();
  expect(auth.deviceRequests).toHaveLength(before);
});

test('screenshots of the device-code step: desktop and phone, light and dark', async ({ browser }) => {
  for (const [width, height, name] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.addInitScript((saved) => localStorage.setItem('quire-theme', saved), theme);
      const dialog = await openDeviceFlow(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await dialog.getByLabel('Client ID').fill('tv-app');
      await dialog.getByRole('button', { name: 'Get a code' }).click();
      await expect(dialog.getByLabel('User code')).toHaveText(USER_CODE);
      await dialog.getByRole('button', { name: 'Cancel' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/e2e/playground-oauth-device-${name}-${theme}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.close();
    }
  }
});
