import { expect, test } from '@playwright/test';
import { fillPersonalInformation, newNationalId } from '../support/kyc-level-1';
import { advanceClock, newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

test('[RIAL-02] [RIAL-07] a level-0 user is sent to level 1 after 3 s, passes it, and is brought back to the Toman deposit methods', async ({
  page,
}) => {
  await openLoggedIn(page, newPhone(), '/dashboard');
  await page.goto('/rial-deposit');
  await expect(page.getByText('برای واریز تومان باید احراز هویت سطح ۱ را انجام دهید.')).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/kyc\/level-1\/register-form\?nextUrl=%2Frial-deposit$/, {
    timeout: 10_000,
  });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);

  await fillPersonalInformation(page, newNationalId());
  await page.getByRole('button', { name: 'ارسال برای بررسی' }).click();
  await expect(page.getByRole('heading', { name: 'در حال بررسی اطلاعات شما' })).toBeVisible();
  await advanceClock(61);
  await expect(page.getByRole('heading', { name: 'هویت شما تأیید شد' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'ادامه' }).click();

  await expect(page).toHaveURL(/\/rial-deposit$/);
  await expect(page.getByRole('heading', { name: 'واریز تومان' })).toBeVisible();
  await expect(page.getByRole('link', { name: /درگاه بانکی/ })).toBeVisible();
  await expect(page.getByText('برای واریز تومان باید احراز هویت سطح ۱ را انجام دهید.')).toBeHidden();
});
