import { expect, test } from '@playwright/test';
import {
  idCardImages,
  reviewDocuments,
  setUserLevel,
  takeLevel2Documents,
  userLevel,
} from '../support/kyc-level-2';
import { logInElsewhere, newPhone } from '../support/sandbox';

test('[KYC-05] [KYC-07] a level-2 round the reviewer turns down shows as failed with the reason, and the documents sent again reach level 2', async ({
  page,
}) => {
  // Two rounds of documents, each recorded and sent: twice the single journey's time.
  test.setTimeout(150_000);
  const phone = newPhone();
  const token = await logInElsewhere(phone);
  await setUserLevel(token, 'LEVEL_1_IR');
  await page.addInitScript(
    (value) => {
      if (!localStorage.getItem('wallet:user')) localStorage.setItem('wallet:user', value);
    },
    JSON.stringify({ token, isSignup: false }),
  );
  const mainButton = (name: string) => page.getByRole('button', { name, exact: true });
  const images = await idCardImages(page);

  await page.goto('/kyc/level-2');
  await takeLevel2Documents(page, mainButton, images);
  await expect(page.getByText('مدارک شما در حال بررسی است')).toBeVisible();

  await reviewDocuments(phone, { reject: 'SELFIE_UNCLEAR' });
  await expect(page.getByText('احراز هویت سطح ۲ رد شد')).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText('چهرهٔ شما در ویدیوی سلفی واضح دیده نمی‌شود. آن را در نور کافی دوباره ضبط کنید.'),
  ).toBeVisible();
  await expect(page.getByText('مدارک شما در حال بررسی است')).toBeHidden();
  expect(await userLevel(token)).toBe('LEVEL_1_IR');

  // A reload still shows the failure: it comes from the server, not from the page's memory.
  await page.reload();
  await expect(page.getByText('احراز هویت سطح ۲ رد شد')).toBeVisible();

  await page.getByRole('button', { name: 'ارسال دوبارهٔ مدارک' }).click();
  await takeLevel2Documents(page, mainButton, images);
  await expect(page.getByText('مدارک شما در حال بررسی است')).toBeVisible();

  await reviewDocuments(phone, 'ACCEPT');
  await expect(page.getByText('احراز هویت سطح ۲ انجام شده است')).toBeVisible({ timeout: 15_000 });
  expect(await userLevel(token)).toBe('LEVEL_2_IR');
});
