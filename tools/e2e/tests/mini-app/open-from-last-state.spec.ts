import { expect, test, type Page } from '@playwright/test';

const app = (page: Page) => page.frameLocator('iframe[title="Mini app"]');
const totalBalance = (page: Page) => app(page).getByRole('region', { name: 'موجودی کل' });
const statusSaying = (page: Page, text: string) => app(page).getByRole('status').filter({ hasText: text });
const LOADING = 'در حال بارگذاری کیف پول';
/** The total as the dashboard opens it: in Toman, the currency the user's settings hold. */
const SHOWN_BALANCE = /[۰-۹][۰-۹٬]* تومان/;

/** The keys the mini-app keeps in this device's own storage (its frame's localStorage). */
async function deviceKeys(page: Page): Promise<string[]> {
  const frame = await (await page.locator('iframe[title="Mini app"]').elementHandle())?.contentFrame();
  return (await frame?.evaluate(() => Object.keys(localStorage))) ?? [];
}

/**
 * The user opens the wallet from Telegram once, sees their balance, and the wallet keeps what it showed for
 * the next open (the global config and the assets). Answers the balance as shown.
 */
async function useTheWalletOnce(page: Page): Promise<string> {
  await page.goto('/');
  const total = totalBalance(page).getByText(SHOWN_BALANCE);
  await expect(total).toBeVisible();
  await expect
    .poll(async () => {
      const keys = await deviceKeys(page);
      return ['assetsCache', 'globalConfigCache'].every((name) =>
        keys.some((key) => key.endsWith(`:${name}`)),
      );
    })
    .toBe(true);
  return total.innerText();
}

test('inside Telegram, a returning user opens the wallet with the server unreachable and sees the saved balance at once, with a no-connection notice and no spinner', async ({
  page,
}) => {
  const balance = await useTheWalletOnce(page);
  let configTries = 0;
  await page.route('**/api/**', (route) => {
    if (route.request().url().includes('/v1/utils/global-configs')) configTries++;
    return route.abort();
  });

  await page.reload();
  await expect(totalBalance(page).getByText(balance, { exact: true })).toBeVisible({ timeout: 5000 });
  await expect(statusSaying(page, 'اتصال برقرار نیست')).toBeVisible({ timeout: 5000 });
  await expect(app(page).getByRole('status', { name: LOADING })).toHaveCount(0);
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  // Start-up keeps trying (spec 000 §4); the notice and the balance stay meanwhile.
  await expect.poll(() => configTries).toBeGreaterThanOrEqual(2);
  await expect(statusSaying(page, 'اتصال برقرار نیست')).toBeVisible();
  await expect(totalBalance(page).getByText(balance, { exact: true })).toBeVisible();
});

test('inside Telegram, a returning user opens the wallet on a slow connection and sees the saved dashboard marked as updating until fresh data arrives', async ({
  page,
}) => {
  const balance = await useTheWalletOnce(page);
  let answer: () => void = () => undefined;
  const slowServer = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/**', async (route) => {
    await slowServer;
    await route.continue();
  });

  await page.reload();
  const updating = statusSaying(page, 'در حال به‌روزرسانی…');
  await expect(updating).toBeVisible({ timeout: 5000 });
  await expect(totalBalance(page).getByText(balance, { exact: true })).toBeVisible();
  await expect(app(page).getByRole('status', { name: LOADING })).toHaveCount(0);
  const before = await totalBalance(page).boundingBox();

  answer();
  await expect(updating).toBeHidden();
  await expect(totalBalance(page).getByText(SHOWN_BALANCE)).toBeVisible();
  // The mark floats: its going does not move the page.
  expect(await totalBalance(page).boundingBox()).toEqual(before);
});
