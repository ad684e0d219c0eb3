import { expect, test } from '@playwright/test';
import { raiseToLevelOne } from '../support/rial-cards';
import {
  approveOnBankPage,
  depositThroughContract,
  fillNewContract,
  tomanBalance,
} from '../support/rial-direct-debit';
import { SANDBOX_URL, advanceClock, newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

test('[RIAL-12] [RIAL-13] a contract approved on the bank’s page is active a few seconds later, and a deposit through it is credited at once', async ({
  page,
}) => {
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await raiseToLevelOne(token);
  await page.goto('/rial-deposit/direct-debit');
  await expect(page.getByText('قرارداد پرداخت مستقیم فعالی ندارید')).toBeVisible();
  await page.getByRole('button', { name: 'قرارداد جدید', exact: true }).click();

  await fillNewContract(page, (name) => page.getByRole('button', { name, exact: true }));
  // The browser goes to the bank's own page and comes back to the result page.
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX_URL}/bank/direct-debit/[\\w-]{22,}$`));
  await approveOnBankPage(page);
  await expect(page).toHaveURL(/\/direct-debit\/result\?contractId=\d+$/);
  await expect(page.getByText('این کار چند ثانیه طول می‌کشد.')).toBeVisible();
  await advanceClock(5);
  await expect(page.getByText('قرارداد پرداخت مستقیم شما فعال شد')).toBeVisible({ timeout: 10_000 });

  const before = await tomanBalance(token);
  await page.getByRole('button', { name: 'واریز کنید', exact: true }).click();
  await depositThroughContract(page, (name) => page.getByRole('button', { name, exact: true }));
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  expect(await tomanBalance(token)).toBe(before + 120_000);
});
