import { expect, test } from '@playwright/test';
import {
  failFirstBackUpload,
  idCardImages,
  reviewDocuments,
  setUserLevel,
  takeLevel2Documents,
  userLevel,
} from '../support/kyc-level-2';
import { logInElsewhere, newPhone } from '../support/sandbox';

test('[KYC-07] [KYC-09] a level-1 user sends the ID card and a selfie video, retries the failed side, and reaches level 2', async ({
  page,
}) => {
  const phone = newPhone();
  const token = await logInElsewhere(phone);

  // Level 0 is sent to level 1 first.
  await page.addInitScript(
    (value) => {
      if (!localStorage.getItem('wallet:user')) localStorage.setItem('wallet:user', value);
    },
    JSON.stringify({ token, isSignup: false }),
  );
  await page.goto('/kyc/level-2');
  await expect(page.getByText('اول احراز هویت سطح ۱ را انجام دهید')).toBeVisible();
  // Level 1 comes back to level 2 once it is verified.
  await expect(page.getByRole('link', { name: 'رفتن به احراز هویت سطح ۱' })).toHaveAttribute(
    'href',
    '/kyc/level-1?nextUrl=%2Fkyc%2Flevel-2',
  );

  await setUserLevel(token, 'LEVEL_1_IR');
  const upload = await failFirstBackUpload(page);
  await page.goto('/kyc/level-2');
  await takeLevel2Documents(
    page,
    (name) => page.getByRole('button', { name, exact: true }),
    await idCardImages(page),
  );

  const retry = page.getByRole('button', { name: 'خطا در بارگذاری مدارک (برای تلاش دوباره بزنید)' });
  await expect(retry).toBeVisible();
  expect(upload.attempts()).toEqual({ NATIONAL_ID_FRONT: 1, NATIONAL_ID_BACK: 1, SELFIE_VIDEO: 1 });
  await retry.click();
  await expect(page.getByText('مدارک شما در حال بررسی است')).toBeVisible();
  expect(upload.attempts()).toEqual({ NATIONAL_ID_FRONT: 1, NATIONAL_ID_BACK: 2, SELFIE_VIDEO: 1 });

  await reviewDocuments(phone, 'ACCEPT');
  await expect(page.getByText('احراز هویت سطح ۲ انجام شده است')).toBeVisible({ timeout: 15_000 });
  expect(await userLevel(token)).toBe('LEVEL_2_IR');
  // Come on its own, the user is offered the way back to the wallet.
  await page.getByRole('button', { name: 'بازگشت به کیف پول', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
