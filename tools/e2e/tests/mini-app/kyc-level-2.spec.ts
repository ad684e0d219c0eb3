import { expect, test } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import {
  failFirstBackUpload,
  idCardImages,
  setUserLevel,
  takeLevel2Documents,
  userLevel,
} from '../support/kyc-level-2';
import { advanceClock, logInAsTelegramUser } from '../support/sandbox';

test('[KYC-07] [KYC-09] in the mini-app a level-1 user sends the ID card and a selfie from the camera, retries the failed side, and reaches level 2 after the review', async ({
  page,
}) => {
  const token = await logInAsTelegramUser(await launchNewUser(page));
  await setUserLevel(token, 'LEVEL_1_IR');

  const upload = await failFirstBackUpload(page);
  // The profile tab's level leads to verification.
  await openInApp(page, '/profile');
  await app(page)
    .getByRole('button', { name: /پایه|میانی/ })
    .click();
  await page.getByRole('button', { name: 'احراز هویت سطح ۲' }).click();
  await takeLevel2Documents(
    app(page),
    (name) => page.getByRole('button', { name, exact: true }),
    await idCardImages(page),
  );

  const retry = app(page).getByRole('button', {
    name: 'خطا در بارگذاری مدارک (برای تلاش دوباره بزنید)',
  });
  await expect(retry).toBeVisible();
  expect(upload.attempts()).toEqual({ NATIONAL_ID_FRONT: 1, NATIONAL_ID_BACK: 1, SELFIE_VIDEO: 1 });
  await retry.click();
  await expect(app(page).getByText('مدارک شما در حال بررسی است')).toBeVisible();
  expect(upload.attempts()).toEqual({ NATIONAL_ID_FRONT: 1, NATIONAL_ID_BACK: 2, SELFIE_VIDEO: 1 });

  // The reviewer takes three minutes on the sandbox clock.
  await advanceClock(181);
  await expect.poll(() => userLevel(token), { timeout: 15_000 }).toBe('LEVEL_2_IR');
  await expect(app(page).getByText('احراز هویت سطح ۲ انجام شده است')).toBeVisible({ timeout: 15_000 });
});
