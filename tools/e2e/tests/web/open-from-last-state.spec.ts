import { expect, test, type Page } from '@playwright/test';
import { openLoggedIn } from './support';

const PHONE = '09120000000';
const totalBalance = (page: Page) => page.getByRole('region', { name: 'موجودی کل' });
const statusSaying = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const LOADING = 'در حال بارگذاری کیف پول';

/** The total as the dashboard opens it: in Toman, the currency the user's settings hold. */
const SHOWN_BALANCE = /[۰-۹][۰-۹٬]* تومان/;

const STORED = ['assetsCache', 'globalConfigCache', 'bannersCache', 'lastLevel'];

/**
 * The user opens the wallet once, sees their balance, and the wallet keeps what it showed for the next
 * open (the global config, the assets, the banners and the user's level). Answers the balance as shown.
 */
async function useTheWalletOnce(page: Page): Promise<string> {
  await openLoggedIn(page, PHONE, '/dashboard');
  const total = totalBalance(page).getByText(SHOWN_BALANCE);
  await expect(total).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        (names) => names.every((name) => localStorage.getItem(`wallet:${name}`) !== null),
        STORED,
      ),
    )
    .toBe(true);
  return total.innerText();
}

test('a returning user opens the wallet with the server unreachable and sees the saved balance and banners at once, with a no-connection notice and no spinner, and no KYC banner from a level the server cannot confirm', async ({
  page,
}) => {
  const balance = await useTheWalletOnce(page);
  let configTries = 0;
  await page.route('**/api/**', (route) => {
    if (route.request().url().includes('/v1/utils/global-configs')) configTries++;
    return route.abort();
  });

  await page.reload();
  await expect(totalBalance(page).getByText(balance, { exact: true })).toBeVisible({ timeout: 3000 });
  // The banners with their first picture, from the last open.
  const firstBanner = page.getByRole('region', { name: 'بنرها' }).locator('img').first();
  await expect(firstBanner).toBeVisible();
  await expect
    .poll(() => firstBanner.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(statusSaying(page, 'اتصال برقرار نیست')).toBeVisible({ timeout: 5000 });
  await expect(page.getByRole('status', { name: LOADING })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'اتصال برقرار نیست' })).toHaveCount(0);
  // Start-up keeps trying (spec 000 §4); the notice and the balance stay meanwhile.
  await expect.poll(() => configTries).toBeGreaterThanOrEqual(2);
  await expect(statusSaying(page, 'اتصال برقرار نیست')).toBeVisible();
  await expect(totalBalance(page).getByText(balance, { exact: true })).toBeVisible();
  // The KYC banner follows only the level the server gives now: a stored one may be stale.
  await expect(page.getByRole('link', { name: /احراز هویت کنید/ })).toHaveCount(0);
});

test('a returning user opens the wallet on a slow connection and sees the saved dashboard marked as updating until fresh data arrives', async ({
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
  await expect(updating).toBeVisible({ timeout: 3000 });
  await expect(totalBalance(page).getByText(balance, { exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: LOADING })).toHaveCount(0);
  const before = await totalBalance(page).boundingBox();

  answer();
  await expect(updating).toBeHidden();
  await expect(totalBalance(page).getByText(SHOWN_BALANCE)).toBeVisible();
  // The mark floats: its going does not move the page.
  expect(await totalBalance(page).boundingBox()).toEqual(before);
});
