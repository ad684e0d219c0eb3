import { expect, test, type Page } from '@playwright/test';
import { newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

const totalBalance = (page: Page) => page.getByRole('region', { name: 'موجودی کل' });
const statusSaying = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/** The API client's HTTP library (ky): loaded with the first call, after the dashboard's first paint. */
const HTTP_CLIENT_CHUNK = /\/assets\/http-client-[\w-]+\.js$/;
/** The total as the dashboard opens it: in Toman, the currency the user's settings hold. */
const SHOWN_BALANCE = /[۰-۹][۰-۹٬]* تومان/;

test("a returning user whose connection drops before the API client's code arrives sees the saved balance with a no-connection notice, and fresh data once it arrives", async ({
  page,
}) => {
  await openLoggedIn(page, newPhone(), '/dashboard');
  const balance = await totalBalance(page).getByText(SHOWN_BALANCE).innerText();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('wallet:assetsCache') !== null))
    .toBe(true);
  let isOffline = true;
  let clientTries = 0;
  await page.route(HTTP_CLIENT_CHUNK, (route) => {
    clientTries++;
    return isOffline ? route.abort('internetdisconnected') : route.continue();
  });

  await page.reload();
  await expect(totalBalance(page).getByText(balance, { exact: true })).toBeVisible({ timeout: 3000 });
  await expect(statusSaying(page, 'اتصال برقرار نیست')).toBeVisible({ timeout: 5000 });
  // The start-up's retries ask for the code again (spec 000 §4), not once and never more.
  await expect.poll(() => clientTries).toBeGreaterThanOrEqual(2);

  isOffline = false;
  await expect(statusSaying(page, 'اتصال برقرار نیست')).toBeHidden({ timeout: 15_000 });
  await expect(totalBalance(page).getByText(SHOWN_BALANCE)).toBeVisible();
});
