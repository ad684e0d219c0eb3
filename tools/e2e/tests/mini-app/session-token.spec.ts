import { expect, test, type Page } from '@playwright/test';

const app = (page: Page) => page.frameLocator('iframe[title="Mini app"]');
const dashboard = (page: Page) => app(page).getByRole('heading', { name: 'موجودی کل' });

/**
 * What the host (the Telegram client) holds for the app: its CloudStorage, synced to every device of the
 * account, and its SecureStorage, the device's keychain. tg-host keeps both in its page's localStorage as
 * `tg-cloud:<user>:<key>` and `tg-secure:<user>:<key>`.
 */
function hostStores(page: Page) {
  return page.evaluate(() => {
    const pick = (namespace: string) =>
      Object.fromEntries(
        Object.entries(localStorage)
          .filter(([name]) => name.startsWith(`${namespace}:`))
          .map(([name, value]) => [name.split(':').slice(1).join(':'), value]),
      );
    return { cloud: pick('tg-cloud'), secure: pick('tg-secure') };
  });
}

/** Counts the app's messenger logins (init data sent to the API). */
function countTelegramLogins(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/authentication/telegram-webapp')) count++;
  });
  return () => count;
}

test('inside Telegram the session token goes to SecureStorage, never to CloudStorage, and a reopen reuses it', async ({
  page,
}) => {
  const logins = countTelegramLogins(page);
  await page.goto('/');
  await expect(dashboard(page)).toBeVisible();
  const { cloud, secure } = await hostStores(page);
  const [secureKey, record] = Object.entries(secure).find(([key]) => key.endsWith(':user')) ?? [];
  // The auth record: the user and token under the messenger's auth version.
  const { token } = (JSON.parse(record ?? '{}') as { value?: { token?: string } }).value ?? {};
  expect(token).toBeTruthy();
  expect(Object.keys(cloud).filter((key) => key.endsWith(':user'))).toEqual([]);
  expect(Object.values(cloud).some((value) => value.includes(token!))).toBe(false);
  expect(logins()).toBe(1);

  // A token an earlier version left in CloudStorage is deleted when the app starts again.
  await page.evaluate((name) => {
    localStorage.setItem(`tg-cloud:${name}`, '{"token":"left-by-an-old-version","isSignup":false}');
  }, secureKey!);
  await page.reload();
  await expect(dashboard(page)).toBeVisible();
  await expect.poll(async () => Object.keys((await hostStores(page)).cloud)).not.toContain(secureKey);
  expect(logins()).toBe(1);
});

test('inside a Telegram without SecureStorage the token stays in memory and a reopen logs in again with init data', async ({
  page,
}) => {
  const logins = countTelegramLogins(page);
  await page.goto('/?secureStorage=unsupported');
  await expect(page.getByLabel('SecureStorage unsupported (as Telegram Desktop)')).toBeChecked();
  await expect(dashboard(page)).toBeVisible();
  const { cloud, secure } = await hostStores(page);
  expect(secure).toEqual({});
  expect(Object.keys(cloud).filter((key) => key.endsWith(':user'))).toEqual([]);
  expect(Object.values(cloud).some((value) => value.includes('"token"'))).toBe(false);
  expect(logins()).toBe(1);

  await page.reload();
  await expect(dashboard(page)).toBeVisible();
  expect(logins()).toBe(2);
});
