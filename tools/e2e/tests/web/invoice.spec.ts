import { expect, test } from '@playwright/test';
import { OWN_MELLI_CARD, registerCard } from '../support/rial-card-to-card';
import {
  expectWaitingInvoice,
  letInvoiceExpire,
  payByCardToCard,
  payFromBalance,
  preparePayer,
  shopInvoice,
} from '../support/invoice';
import { newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

test.describe('invoices in the browser', () => {
  test('a shop invoice is paid from the Toman balance and delivered', async ({ page }) => {
    const phone = newPhone();
    const token = await openLoggedIn(page, phone, '/dashboard');
    await preparePayer(token, '300000');
    const invoice = await shopInvoice({ phone }, '250000');
    const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

    await page.goto(`/invoice?id=${invoice.id}`);
    await expectWaitingInvoice(page, invoice.code);
    await payFromBalance(page, mainButton);
    // A reload shows the same paid invoice: nothing is paid twice.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'پرداخت و تحویل شد' })).toBeVisible();
  });

  test('a shop invoice is paid card to card and confirmed by the bank', async ({ page }) => {
    const phone = newPhone();
    const token = await openLoggedIn(page, phone, '/dashboard');
    await preparePayer(token, '0');
    await registerCard(token, OWN_MELLI_CARD);
    const invoice = await shopInvoice({ phone }, '150000');
    const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

    await page.goto(`/invoice?id=${invoice.id}`);
    await expectWaitingInvoice(page, invoice.code);
    await payByCardToCard(page, mainButton);
    await expect(page).toHaveURL(new RegExp(`/invoice\\?id=${invoice.id}$`));
  });

  test('an invoice not paid in time is canceled', async ({ page }) => {
    const phone = newPhone();
    await openLoggedIn(page, phone, '/dashboard');
    const invoice = await shopInvoice({ phone }, '90000', 1);

    await page.goto(`/invoice?id=${invoice.id}`);
    await expectWaitingInvoice(page, invoice.code);
    await letInvoiceExpire(page, () => page.reload());
  });
});
