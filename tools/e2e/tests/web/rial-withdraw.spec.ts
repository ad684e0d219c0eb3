import { expect, test } from '@playwright/test';
import {
  prepareWithdrawer,
  refusedOverDailyLimit,
  seePaidToTheIban,
  withdrawElsewhere,
  withdrawToIban,
} from '../support/rial-withdraw';
import { logInElsewhere, newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

test('[RIAL-11] a level-1 user withdraws Toman to their registered IBAN and follows it to the bank', async ({
  page,
}) => {
  const phone = newPhone();
  await prepareWithdrawer(await logInElsewhere(phone), '5000000');
  await openLoggedIn(page, phone, '/dashboard');
  await page.goto('/rial-withdraw');
  await withdrawToIban(page, (name) => page.getByRole('button', { name, exact: true }));
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  // The sandbox's bank settles within 10 minutes; the page follows it.
  await seePaidToTheIban(page);
});

test('[LIM-01] a withdrawal past what is left of the day’s 200,000,000 Toman is refused with a clear message', async ({
  page,
}) => {
  const phone = newPhone();
  const token = await logInElsewhere(phone);
  const ibanId = await prepareWithdrawer(token, '400000000');
  await withdrawElsewhere(token, ibanId, '150000000');
  await openLoggedIn(page, phone, '/dashboard');
  await page.goto('/rial-withdraw');
  await refusedOverDailyLimit(page);
  // Sent anyway (a draft kept in the tab from before), the server refuses it and the page says why.
  await page.evaluate(
    (draft) =>
      sessionStorage.setItem('wallet:rialWithdrawDraft', JSON.stringify({ version: 7, value: draft })),
    { iban: ibanId, amount: '60000000' },
  );
  await page.goto('/rial-withdraw/confirm');
  await expect(page.getByText('به سقف برداشت روزانه رسیده‌اید.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'برداشت', exact: true })).toBeHidden();
});
