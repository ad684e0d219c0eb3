import { expect, test } from '@playwright/test';
import { balanceOf, prepareTrader, sellTenUsdt } from '../support/express';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { logInAsTelegramUser } from '../support/sandbox';

test('[EXP-04] in the mini-app an express sell sells 10 USDT for Toman at a locked price, then the receipt', async ({
  page,
}) => {
  const telegramId = await launchNewUser(page);
  const token = await logInAsTelegramUser(telegramId);
  await prepareTrader(token, { USDT: '25' });
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  const mainButton = (name: string) => page.getByRole('button', { name, exact: true });

  await openInApp(page, '/express-sell');
  await sellTenUsdt(app(page), mainButton);
  expect(await balanceOf(token, 'USDT')).toBe('15');
  expect(Number(await balanceOf(token, 'IRT'))).toBeGreaterThan(0);
});
