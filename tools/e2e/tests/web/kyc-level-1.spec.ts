import { expect, test } from '@playwright/test';
import {
  fillPersonalInformation,
  newNationalId,
  sendPersonalInformation,
  userLevelOf,
  withWrongCheckDigit,
} from '../support/kyc-level-1';
import { advanceClock, logInElsewhere, newPhone } from '../support/sandbox';
import { logInWithCode, openLoggedIn } from './support';

test('[KYC-02] [KYC-03] [KYC-05] [KYC-06] a new user signs up, is refused a wrong national code, passes level 1 and is LEVEL_1_IR', async ({
  page,
}) => {
  const phone = newPhone();
  await page.goto('/login');
  await logInWithCode(page, phone);
  // A new sign-up outside the messenger is sent to the level 1 form.
  await expect(page).toHaveURL(/\/kyc\/level-1\/register-form\?isSignedUp=true/);
  const send = page.getByRole('button', { name: 'ارسال برای بررسی' });

  const nationalId = newNationalId();
  await fillPersonalInformation(page, withWrongCheckDigit(nationalId));
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'این کد ملی معتبر نیست' })).toBeVisible();

  await page.getByLabel('کد ملی').fill(nationalId);
  await send.click();
  await expect(page.getByRole('heading', { name: 'در حال بررسی اطلاعات شما' })).toBeVisible();
  await advanceClock(61);
  await expect(page.getByRole('heading', { name: 'هویت شما تأیید شد' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'ادامه' }).click();
  await expect(page.getByRole('heading', { name: /موجودی کل/ })).toBeVisible();
  await expect(page.getByText('احراز هویت کنید', { exact: true })).toHaveCount(0);
  // The form was sent: the dashboard no longer sends the user back to it.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard/);

  const token = await logInElsewhere(phone);
  expect(await userLevelOf(token)).toBe('LEVEL_1_IR');
  await page.goto('/kyc');
  await expect(page.getByText('سطح شما: سطح ۱ (متوسط)')).toBeVisible();
});

test('a national code another user holds offers to sign in with that account', async ({ page }) => {
  const other = newPhone();
  const nationalId = newNationalId();
  await sendPersonalInformation(await logInElsewhere(other), nationalId, other);

  await openLoggedIn(page, newPhone(), '/dashboard');
  await page.goto('/kyc/level-1/register-form');
  await fillPersonalInformation(page, nationalId);
  await page.getByRole('button', { name: 'ارسال برای بررسی' }).click();
  await expect(page.getByText('این کد ملی قبلاً ثبت شده است')).toBeVisible();
  await page.getByRole('button', { name: 'ورود با حساب دیگر' }).click();
  await expect(page).toHaveURL(/\/login/);
});
