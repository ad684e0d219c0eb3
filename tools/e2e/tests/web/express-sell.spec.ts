import { expect, test } from '@playwright/test';
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
