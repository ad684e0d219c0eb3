import { expect, test, type Page } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import {
  prepareWithdrawer,
  refusedOverDailyLimit,
  seePaidToTheIban,
  withdrawElsewhere,
  withdrawToIban,
} from '../support/rial-withdraw';
import { logInAsTelegramUser } from '../support/sandbox';

/** A new Telegram user made a level-1 withdrawer, relaunched so the app reads the new level. */
async function newWithdrawer(page: Page, toman: string) {
  const telegramId = await launchNewUser(page);
  const token = await logInAsTelegramUser(telegramId);
  const ibanId = await prepareWithdrawer(token, toman);
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  return { token, ibanId };
}

test('[RIAL-11] in the mini-app a level-1 user withdraws Toman to their IBAN and sees it paid', async ({
  page,
}) => {
  await newWithdrawer(page, '5000000');
  await openInApp(page, '/rial-withdraw');
  // The host's main button, outside the app's frame.
  await withdrawToIban(app(page), (name) => page.getByRole('button', { name, exact: true }));
  await seePaidToTheIban(app(page));
});

test('[LIM-01] in the mini-app a withdrawal past the day’s limit is refused with a clear message', async ({
  page,
}) => {
  const { token, ibanId } = await newWithdrawer(page, '400000000');
  await withdrawElsewhere(token, ibanId, '150000000');
  await openInApp(page, '/rial-withdraw');
  await refusedOverDailyLimit(app(page));
});
