import { expect, test, type Page } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { OWN_MELLI_CARD, registerCard } from '../support/rial-card-to-card';
import {
  expectWaitingInvoice,
  letInvoiceExpire,
  payByCardToCard,
  payFromBalance,
  preparePayer,
  shopInvoice,
} from '../support/invoice';
import { logInAsTelegramUser } from '../support/sandbox';

/** Launched again, the app reads the user's new level and balance. */
async function relaunch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
}

test.describe('invoices in the mini-app', () => {
  test('a shop invoice is paid from the Toman balance and delivered', async ({ page }) => {
    const telegramId = await launchNewUser(page);
    const token = await logInAsTelegramUser(telegramId);
    await preparePayer(token, '300000');
    const invoice = await shopInvoice({ telegramId }, '250000');
    await relaunch(page);
    // The host's main button, outside the app's frame.
    const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

    await openInApp(page, `/invoice?id=${invoice.id}`);
    await expectWaitingInvoice(app(page), invoice.code);
    await payFromBalance(app(page), mainButton);
  });

  test('a shop invoice is paid card to card and confirmed by the bank', async ({ page }) => {
    const telegramId = await launchNewUser(page);
    const token = await logInAsTelegramUser(telegramId);
    await preparePayer(token, '0');
    await registerCard(token, OWN_MELLI_CARD);
    const invoice = await shopInvoice({ telegramId }, '150000');
    await relaunch(page);
    const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

    await openInApp(page, `/invoice?id=${invoice.id}`);
    await expectWaitingInvoice(app(page), invoice.code);
    await payByCardToCard(app(page), mainButton);
  });

  test('an invoice not paid in time is canceled', async ({ page }) => {
    const telegramId = await launchNewUser(page);
    const invoice = await shopInvoice({ telegramId }, '90000', 1);
    const path = `/invoice?id=${invoice.id}`;

    await openInApp(page, path);
    await expectWaitingInvoice(app(page), invoice.code);
    // Opened again, the page reads the invoice anew.
    await letInvoiceExpire(app(page), async () => {
      await openInApp(page, '/dashboard');
      await openInApp(page, path);
    });
  });
});
