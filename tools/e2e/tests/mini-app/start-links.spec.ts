import { expect, test, type Page } from '@playwright/test';
import { expectWaitingInvoice, shopInvoice } from '../support/invoice';
import { app, launchNewUser } from '../support/mini-app';

// Links into the mini-app carry a start parameter (Telegram's startapp, a bot's button): the local Telegram
// launches the app with it in the launch's init data and hash, as Telegram does.

/** Launches the mini-app again as the same user, with this start parameter. */
async function launchWith(page: Page, startParam: string): Promise<void> {
  await page.getByLabel('start_param').fill(startParam);
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
}

/** Where the app inside the frame is, path and query. */
const appLocation = (page: Page) =>
  app(page)
    .locator('body')
    .evaluate(() => `${location.pathname}${location.search}`);

test.describe('start links in the mini-app', () => {
  test('an invoice link opens the invoice to pay', async ({ page }) => {
    const telegramId = await launchNewUser(page);
    const invoice = await shopInvoice({ telegramId }, '120000');

    await launchWith(page, `i-${invoice.id}`);
    await expectWaitingInvoice(app(page), invoice.code);
    expect(await appLocation(page)).toBe(`/invoice?id=${invoice.id}`);
  });

  test('a page link opens that page of the app', async ({ page }) => {
    await launchNewUser(page);

    await launchWith(page, 'p-history');
    await expect(app(page).getByRole('heading', { name: 'تراکنش‌ها' })).toBeVisible();
    expect(await appLocation(page)).toBe('/transactions');
  });

  test('a malformed or unknown start parameter opens the dashboard, never an error', async ({ page }) => {
    await launchNewUser(page);

    for (const startParam of ['zz-not-a-code', 'i-0042', `p-${'x'.repeat(70)}`]) {
      await launchWith(page, startParam);
      await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
      expect(await appLocation(page)).toBe('/dashboard');
    }
  });
});
