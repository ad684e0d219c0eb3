import { expect, test, type Page } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { logInAsTelegramUser } from '../support/sandbox';
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
import { faAmount } from '../support/amounts';

/** A new Telegram user made a level-1 trader with Toman, relaunched so the app reads the new level. */
async function newTrader(page: Page, toman: string): Promise<string> {
  const telegramId = await launchNewUser(page);
  const token = await logInAsTelegramUser(telegramId);
  await prepareTrader(token, [{ token: 'IRT', amount: toman }]);
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  return token;
}

/** The host's main button, outside the app's frame. */
const mainButton = (page: Page) => (name: string) => page.getByRole('button', { name, exact: true });

test('[SWAP-01] [SWAP-02] in the mini-app swaps Toman to Tether and back with the host’s main button', async ({
  page,
}) => {
  const orders = collectOrders(page);
  const token = await newTrader(page, '2000000');
  await openInApp(page, '/swap');
  await swapTomanAndBack(app(page), mainButton(page), (path) => openInApp(page, path));
  await expectBalancesOfTheTwoSwaps(token, '2000000', orders);
});

test('in the mini-app a locked price that ran out is priced again, and the swap is made once', async ({
  page,
}) => {
  const locks = countLocks(page);
  const token = await newTrader(page, '1000000');
  await openInApp(page, '/swap');
  await swapAfterTheLockRunsOut(app(page), mainButton(page), locks);
  expect(await holding(token, 'IRT')).toBe('500000');
});

test('[SWAP-03] in the mini-app an amount over the balance is refused before a price is locked', async ({
  page,
}) => {
  const locks = countLocks(page);
  const token = await newTrader(page, '1000000');
  await openInApp(page, '/swap');
  await refuseOverBalance(app(page), mainButton(page), locks);
  expect(await holding(token, 'IRT')).toBe('1000000');
});

test('in the mini-app a swap closed and opened again comes back to the coins and the amount typed', async ({
  page,
}) => {
  const token = await newTrader(page, '1000000');
  await openInApp(page, '/swap?destination=BTC');
  const amount = app(page).getByLabel('مبلغ پرداختی شما', { exact: true });
  await amount.fill('300000');
  // The draft is written to the host's DeviceStorage as it is typed; a swipe-close is a fresh launch.
  await expect(amount).toHaveValue(faAmount('300000'));
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await openInApp(page, '/swap');
  await expect(app(page).getByLabel('مبلغ پرداختی شما', { exact: true })).toHaveValue(faAmount('300000'));
  await expect(app(page).getByRole('button', { name: /BTC/ }).first()).toBeVisible();
  expect(await holding(token, 'IRT')).toBe('1000000');
});
