import { expect, test } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { raiseToLevelOne } from '../support/rial-cards';
import {
  cashInCode,
  openCashIn,
  OWN_IBAN,
  PAST_NEXT_PAYA_CYCLE_SECONDS,
  registerOwnIban,
  sendBankTransfer,
  SOMEONE_ELSES_IBAN,
  tomanBalance,
} from '../support/rial-cash-in';
import { advanceClock, logInAsTelegramUser } from '../support/sandbox';

test('[RIAL-09] in the mini-app a PAYA transfer with the code is credited after the PAYA cycle; one from someone else’s IBAN is returned', async ({
  page,
}) => {
  await openCashIn();
  const telegramId = await launchNewUser(page);
  const token = await logInAsTelegramUser(telegramId);
  await raiseToLevelOne(token);
  await registerOwnIban(token);
  const code = await cashInCode(token);
  const before = await tomanBalance(token);
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();

  await openInApp(page, '/rial-deposit/cash-in-code');
  await expect(app(page).getByRole('region', { name: 'واریز به' })).toContainText(code);
  await expect(page.getByRole('button', { name: 'کپی شناسهٔ واریز', exact: true })).toBeVisible();

  await sendBankTransfer({ code, amount: '2000000', source: 'PAYA', fromIban: OWN_IBAN });
  const transfers = app(page).getByRole('list', { name: 'انتقال‌های ورودی' });
  await expect(transfers).toContainText('در انتظار سیکل پایای', { timeout: 15_000 });
  expect(await tomanBalance(token)).toBe(before);

  await advanceClock(PAST_NEXT_PAYA_CYCLE_SECONDS);
  await expect(transfers.getByRole('listitem').first()).toContainText('واریز شد', { timeout: 15_000 });
  expect((await tomanBalance(token)) - before).toBe(2_000_000);

  await sendBankTransfer({ code, amount: '900000', source: 'PAYA', fromIban: SOMEONE_ELSES_IBAN });
  await expect(transfers.getByRole('listitem').first()).toContainText(
    'برگشت خورد: از حساب ثبت‌شدهٔ شما نبود',
    {
      timeout: 15_000,
    },
  );
  await advanceClock(PAST_NEXT_PAYA_CYCLE_SECONDS);
  expect((await tomanBalance(token)) - before).toBe(2_000_000);
});
