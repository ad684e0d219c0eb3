import { expect, test } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { raiseToLevelOne } from '../support/rial-cards';
import {
  approveOnBankPage,
  depositThroughContract,
  fillNewContract,
  tomanBalance,
} from '../support/rial-direct-debit';
import { advanceClock, logInAsTelegramUser } from '../support/sandbox';

test('[RIAL-12] [RIAL-13] in the mini-app the bank’s page opens outside, the app waits for the contract, then a deposit through it is credited at once', async ({
  page,
  context,
}) => {
  // Waits for the new account's frame: reading the user right after the click could still see the demo user.
  const telegramId = await launchNewUser(page);
  const token = await logInAsTelegramUser(telegramId);
  await raiseToLevelOne(token);
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();

  // The host's main button, outside the app's frame.
  const mainButton = (name: string) => page.getByRole('button', { name, exact: true });
  await openInApp(page, '/rial-deposit/direct-debit');
  await expect(app(page).getByText('قرارداد پرداخت مستقیم فعالی ندارید')).toBeVisible();
  await mainButton('قرارداد جدید').click();
  await fillNewContract(app(page), mainButton);

  // Telegram opens the bank's page outside the mini-app; the host lists the link it was asked to open.
  const link = page.getByRole('list', { name: 'Links' }).getByRole('listitem').last();
  await expect(link).toContainText('/bank/direct-debit/');
  const bank = await context.newPage();
  await bank.goto((await link.textContent())!);
  await approveOnBankPage(bank);
  await expect(bank.getByText(/Approved; active in a few seconds/)).toBeVisible();
  await bank.close();
  // Back to Telegram's window, as a user is: a page left in the background may not be painted.
  await page.bringToFront();

  await expect(app(page).getByText('این کار چند ثانیه طول می‌کشد.')).toBeVisible();
  await advanceClock(5);
  await expect(app(page).getByText('قرارداد پرداخت مستقیم شما فعال شد')).toBeVisible({ timeout: 10_000 });

  const before = await tomanBalance(token);
  await mainButton('واریز کنید').click();
  await depositThroughContract(app(page), mainButton);
  await expect(app(page).getByText('۱۲۰٬۰۰۰').first()).toBeVisible();
  expect(await tomanBalance(token)).toBe(before + 120_000);
});
