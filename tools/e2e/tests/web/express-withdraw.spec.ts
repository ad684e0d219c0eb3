import { expect, test } from '@playwright/test';
import { faAmount } from '../support/amounts';
import { balanceOf, expressWithdrawUsdt, prepareTrader, TRON_ADDRESS } from '../support/express';
import { networkWithdrawals, newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

test('[EXP-03] express withdraw: USDT bought with Toman and sent to a Tron address until CONFIRMED_BY_NETWORK', async ({
  page,
}) => {
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareTrader(token, { IRT: '5000000' });
  await page.reload();
  const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

  await page.goto('/express-withdraw');
  await expressWithdrawUsdt(page, mainButton);
  // The Toman paid for it; the coin went straight out, so none is left in the balance.
  expect(Number(await balanceOf(token, 'IRT'))).toBeLessThan(5000000);
  expect(await balanceOf(token, 'USDT')).toBe('0');
  const [withdrawal] = await networkWithdrawals(token, 'USDT');
  expect(withdrawal).toMatchObject({ status: 'CONFIRMED_BY_NETWORK', amount: '13' });
});

test('a reload in the middle of an express withdraw comes back to the coin, amount and address', async ({
  page,
}) => {
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareTrader(token, { IRT: '5000000' });
  await page.goto('/express-withdraw');
  await page.getByLabel('ارز').selectOption('USDT');
  await page.getByLabel('مقداری که به آدرس می‌رسد').fill('12');
  await page.getByLabel('آدرس مقصد').fill(TRON_ADDRESS);
  await page.reload();
  await expect(page.getByLabel('مقداری که به آدرس می‌رسد')).toHaveValue(faAmount('12'));
  await expect(page.getByLabel('آدرس مقصد')).toHaveValue(TRON_ADDRESS);
  await expect(page.getByLabel('ارز')).toHaveValue('USDT');
  await expect(page).toHaveURL(/\/express-withdraw$/);
});
