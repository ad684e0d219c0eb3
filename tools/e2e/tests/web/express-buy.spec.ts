import { expect, test } from '@playwright/test';
import {
  balanceOf,
  buyFromBalance,
  chooseCardToCard,
  expectDelivered,
  payInvoiceByCard,
  prepareBuyer,
  refuseOutOfBounds,
  startInvoiceCardPayment,
  typeAmount,
} from '../support/express-buy';
import { OWN_MELLI_CARD, registerCard } from '../support/rial-card-to-card';
import { advanceClock, newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';
import { faAmount } from '../support/amounts';

test('[EXP-01] [EXP-02] express buy from the dashboard: refused under the minimum and over the maximum, then paid from the Toman balance', async ({
  page,
}) => {
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareBuyer(token, '1000000');
  await page.reload();
  const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

  await page.getByRole('link', { name: 'خرید فوری' }).click();
  await expect(page).toHaveURL(/\/express-buy$/);
  await expect(page.getByText('موجودی: ۱٬۰۰۰٬۰۰۰ تومان')).toBeVisible();
  await refuseOutOfBounds(page, mainButton);
  // What was typed is the flow's draft, not the address: a reload comes back to it.
  await page.reload();
  await expect(page.getByLabel('مبلغ پرداختی')).toHaveValue(faAmount('200000001'));
  await expect(page).toHaveURL(/\/express-buy$/);
  await typeAmount(page, mainButton, '۱۰۰٬۰۰۰');
  await expect(page).toHaveURL(/\/express-buy\/confirm\?taskId=[\w-]+$/);
  // The priced buy's task is in the address: a reload shows the same one.
  await page.reload();
  await buyFromBalance(page, mainButton);
  expect(await balanceOf(token, 'IRT')).toBe('900000');
  expect(Number(await balanceOf(token, 'USDT'))).toBeGreaterThan(0);
  // A reload of the delivered buy shows its receipt again and buys nothing more.
  await page.reload();
  await expectDelivered(page);
  expect(await balanceOf(token, 'IRT')).toBe('900000');
});

test('[EXP-05] express buy paid card to card: confirmed by the bank and delivered; the next one expires unpaid', async ({
  page,
}) => {
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareBuyer(token, '0');
  await registerCard(token, OWN_MELLI_CARD);
  const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

  await page.goto('/express-buy?token=USDT');
  await typeAmount(page, mainButton, '150000');
  await chooseCardToCard(page, mainButton);
  await payInvoiceByCard(page, mainButton);
  await expect(page).toHaveURL(/\/express-buy\/confirm\?/, { timeout: 15_000 });
  await expectDelivered(page);
  expect(Number(await balanceOf(token, 'USDT'))).toBeGreaterThan(0);
  expect(await balanceOf(token, 'IRT')).toBe('0');

  await page.goto('/express-buy?token=USDT');
  await typeAmount(page, mainButton, '20000');
  await chooseCardToCard(page, mainButton);
  await startInvoiceCardPayment(page, mainButton);
  await advanceClock(10 * 60 + 1);
  await expect(page.getByText('مهلت این پرداخت تمام شده است', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
});
