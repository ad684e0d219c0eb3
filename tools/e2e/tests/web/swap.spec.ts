import { expect, test, type Page } from '@playwright/test';
import {
  collectOrders,
  countLocks,
  expectBalancesOfTheTwoSwaps,
  holding,
  prepareTrader,
  refuseOverBalance,
  swapAfterTheLockRunsOut,
  swapTomanAndBack,
} from '../support/swap';
import { newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';
import { faAmount } from '../support/amounts';

const mainButton = (page: Page) => (name: string) => page.getByRole('button', { name, exact: true });

test('[SWAP-01] [SWAP-02] swaps Toman to Tether and back, and the balances are what the orders confirmed', async ({
  page,
}) => {
  const orders = collectOrders(page);
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareTrader(token, [{ token: 'IRT', amount: '2000000' }]);
  await page.goto('/swap');
  await swapTomanAndBack(page, mainButton(page), (path) => page.goto(path).then(() => undefined));
  await expectBalancesOfTheTwoSwaps(token, '2000000', orders);
});

test('a locked price that ran out is priced again, and the swap is made once', async ({ page }) => {
  const locks = countLocks(page);
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareTrader(token, [{ token: 'IRT', amount: '1000000' }]);
  await page.goto('/swap');
  await swapAfterTheLockRunsOut(page, mainButton(page), locks);
  expect(await holding(token, 'IRT')).toBe('500000');
});

test('[SWAP-03] an amount over the balance is refused before a price is locked', async ({ page }) => {
  const locks = countLocks(page);
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareTrader(token, [{ token: 'IRT', amount: '1000000' }]);
  await page.goto('/swap');
  await refuseOverBalance(page, mainButton(page), locks);
  expect(await holding(token, 'IRT')).toBe('1000000');
});

test('a reload in the middle of a swap comes back to the coins and the amount typed', async ({ page }) => {
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareTrader(token, [{ token: 'IRT', amount: '1000000' }]);
  await page.goto('/swap?destination=BTC');
  await expect(page).toHaveURL(/\/swap$/);
  await page.getByLabel('مبلغ پرداختی شما', { exact: true }).fill('300000');
  await page.reload();
  await expect(page.getByLabel('مبلغ پرداختی شما', { exact: true })).toHaveValue(faAmount('300000'));
  await expect(page.getByRole('button', { name: /BTC/ }).first()).toBeVisible();
  expect(await holding(token, 'IRT')).toBe('1000000');
});

test('an amount typed key by key shows grouped in Persian digits as it is typed, the caret staying by the digit typed', async ({
  page,
}) => {
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareTrader(token, [{ token: 'IRT', amount: '50000000' }]);
  await page.getByRole('navigation', { name: 'اصلی' }).getByRole('link', { name: 'تبدیل' }).click();
  const field = page.getByLabel('مبلغ پرداختی شما', { exact: true });
  const caret = () => field.evaluate((input: HTMLInputElement) => input.selectionStart);
  await field.click();
  await field.pressSequentially('1234567');
  await expect(field).toHaveValue('۱٬۲۳۴٬۵۶۷');
  expect(await caret()).toBe('۱٬۲۳۴٬۵۶۷'.length);
  // Two digits back, a 9 typed between the 5 and the 6: regrouped, the caret right after the 9.
  await field.press('ArrowLeft');
  await field.press('ArrowLeft');
  await field.press('9');
  await expect(field).toHaveValue('۱۲٬۳۴۵٬۹۶۷');
  expect(await caret()).toBe('۱۲٬۳۴۵٬۹'.length);
  // Backspace takes the 9 again, the caret where it was.
  await field.press('Backspace');
  await expect(field).toHaveValue('۱٬۲۳۴٬۵۶۷');
  expect(await caret()).toBe('۱٬۲۳۴٬۵'.length);
  // Persian digits from a Persian keyboard's input method are read the same.
  await field.press('End');
  await page.keyboard.insertText('۸');
  await expect(field).toHaveValue('۱۲٬۳۴۵٬۶۷۸');
  expect(await holding(token, 'IRT')).toBe('50000000');
});
