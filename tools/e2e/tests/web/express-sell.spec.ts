import { expect, test } from '@playwright/test';
import { faAmount } from '../support/amounts';
import { balanceOf, prepareTrader, sellTenUsdt } from '../support/express';
import { newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

test('[EXP-04] express sell: a coin chosen, 10 USDT sold for Toman at a locked price, then the receipt', async ({
  page,
}) => {
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareTrader(token, { USDT: '25' });
  await page.reload();
  const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

  await page.goto('/express-sell');
  await sellTenUsdt(page, mainButton);
  expect(await balanceOf(token, 'USDT')).toBe('15');
  expect(Number(await balanceOf(token, 'IRT'))).toBeGreaterThan(0);
  // A reload after the sale sells nothing more.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'فروش سریع' })).toBeVisible();
  expect(await balanceOf(token, 'USDT')).toBe('15');
});

test('a reload in the middle of an express sell comes back to the coin chosen and the amount typed', async ({
  page,
}) => {
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareTrader(token, { USDT: '25' });
  await page.goto('/express-sell');
  await page.getByRole('button', { name: 'ارزی را برای فروش انتخاب کنید' }).click();
  await page.getByRole('region', { name: 'دارایی‌های شما' }).getByRole('button', { name: /USDT/ }).click();
  await page.getByLabel('مقدار فروش').fill('7');
  await expect(page.getByText(/^حدود .+ تومان دریافت می‌کنید$/)).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByLabel('مقدار فروش')).toHaveValue(faAmount('7'));
  await expect(page).toHaveURL(/\/express-sell$/);
  expect(await balanceOf(token, 'USDT')).toBe('25');
});
