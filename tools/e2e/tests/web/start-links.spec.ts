import { expect, test } from '@playwright/test';
import { expectWaitingInvoice, shopInvoice } from '../support/invoice';
import { logInElsewhere, newPhone } from '../support/sandbox';
import { logInWithCode, openLoggedIn } from './support';

// The web app takes the mini-app's start links as /redirect?to=<code> (and ?startapp= at its root), opened
// from a shared link: by address, as a user arrives.

test.describe('start links in the browser', () => {
  test('/redirect?to= an invoice code opens the invoice to pay', async ({ page }) => {
    const phone = newPhone();
    await openLoggedIn(page, phone, '/dashboard');
    const invoice = await shopInvoice({ phone }, '80000');

    await page.goto(`/redirect?to=i-${invoice.id}`);
    await expectWaitingInvoice(page, invoice.code);
    await expect(page).toHaveURL(`/invoice?id=${invoice.id}`);
  });

  test('/redirect?to= a page code opens that page, and ?startapp= at the root does too', async ({ page }) => {
    await openLoggedIn(page, newPhone(), '/dashboard');

    await page.goto('/redirect?to=p-history');
    await expect(page.getByRole('heading', { name: 'تراکنش‌ها' })).toBeVisible();
    await expect(page).toHaveURL('/transactions');

    await page.goto('/?startapp=p-market');
    await expect(page).toHaveURL('/market');
  });

  test('a malformed or unknown code opens the dashboard, never an error', async ({ page }) => {
    await openLoggedIn(page, newPhone(), '/dashboard');

    for (const to of ['zz-not-a-code', 'p-market%20', `i-${'1'.repeat(600)}`]) {
      await page.goto(`/redirect?to=${to}`);
      await expect(page.getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
      await expect(page).toHaveURL('/dashboard');
    }
  });

  test('[CFG-03] /redirect runs before the session check: a visitor logs in and lands on the invoice', async ({
    page,
  }) => {
    const phone = newPhone();
    // A user who signed up elsewhere, with an invoice from the shop, opens its link in a fresh browser.
    await logInElsewhere(phone);
    const invoice = await shopInvoice({ phone }, '80000');

    await page.goto(`/redirect?to=i-${invoice.id}`);
    await expect(page).toHaveURL(`/login?nextUrl=${encodeURIComponent(`/invoice?id=${invoice.id}`)}`);
    await logInWithCode(page, phone);
    await expectWaitingInvoice(page, invoice.code);
  });
});
