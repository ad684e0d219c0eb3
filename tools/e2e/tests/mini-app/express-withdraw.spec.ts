import { expect, test } from '@playwright/test';
import { balanceOf, expressWithdrawUsdt, prepareTrader } from '../support/express';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { logInAsTelegramUser, networkWithdrawals } from '../support/sandbox';

test('[EXP-03] in the mini-app an express withdraw buys USDT with Toman and sends it to a Tron address until CONFIRMED_BY_NETWORK', async ({
  page,
}) => {
  const telegramId = await launchNewUser(page);
  const token = await logInAsTelegramUser(telegramId);
  await prepareTrader(token, { IRT: '5000000' });
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  // The host's main button, outside the app's frame.
  const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

  await openInApp(page, '/express-withdraw');
  await expressWithdrawUsdt(app(page), mainButton);
  expect(await balanceOf(token, 'USDT')).toBe('0');
  const [withdrawal] = await networkWithdrawals(token, 'USDT');
  expect(withdrawal).toMatchObject({ status: 'CONFIRMED_BY_NETWORK', amount: '13' });
});
