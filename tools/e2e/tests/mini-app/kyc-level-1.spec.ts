import { expect, test, type Page } from '@playwright/test';
import {
  fillPersonalInformation,
  newNationalId,
  sendPersonalInformation,
  userLevelOf,
  withWrongCheckDigit,
} from '../support/kyc-level-1';
import { advanceClock, latestCodeOrNull, logInElsewhere, newPhone } from '../support/sandbox';

const app = (page: Page) => page.frameLocator('iframe[title="Mini app"]');

/** Launches the mini-app as a Telegram account the wallet has never seen; answers its contact number. */
async function launchNewUser(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: 'New user' }).click();
  const frame = page.locator('iframe[title="Mini app"]');
  await expect(frame).toHaveAttribute('data-user', /^71\d{7}$/);
  const telegramId = await frame.getAttribute('data-user');
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  // The host shares the new account's contact as 0935 and the id's last 7 digits.
  return `0935${telegramId!.slice(-7)}`;
}

/**
 * The phone step: the host shares the contact signed with the bot token, and the server takes the number
 * on that signature: no SMS code is sent.
 */
async function shareNumber(page: Page, phone: string) {
  await app(page).getByRole('button', { name: 'اشتراک شماره از تلگرام' }).click();
  await expect(app(page).getByLabel('کد ملی')).toBeVisible();
  expect(await latestCodeOrNull(phone)).toBeNull();
}

test('[KYC-04] [KYC-06] a new Telegram user shares the number signed by Telegram (no SMS code), passes level 1 and is LEVEL_1_IR', async ({
  page,
}) => {
  const phone = await launchNewUser(page);
  await app(page)
    .getByRole('link', { name: /احراز هویت کنید/ })
    .click();
  await expect(app(page).getByText('انجام نشده')).toHaveCount(2);
  await page.getByRole('button', { name: 'شروع' }).click();

  await shareNumber(page, phone);

  const nationalId = newNationalId();
  await fillPersonalInformation(app(page), withWrongCheckDigit(nationalId));
  const send = page.getByRole('button', { name: 'ارسال برای بررسی' });
  await send.click();
  await expect(app(page).getByRole('alert').filter({ hasText: 'این کد ملی معتبر نیست' })).toBeVisible();
  await app(page).getByLabel('کد ملی').fill(nationalId);
  await send.click();
  await expect(app(page).getByRole('heading', { name: 'در حال بررسی اطلاعات شما' })).toBeVisible();
  await advanceClock(61);
  await expect(app(page).getByRole('heading', { name: 'هویت شما تأیید شد' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'ادامه' }).click();
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  await expect(app(page).getByRole('link', { name: /احراز هویت کنید/ })).toHaveCount(0);
  expect(await userLevelOf(await logInElsewhere(phone))).toBe('LEVEL_1_IR');
});

test('in the mini-app a national code another user holds offers to sign in with that account', async ({
  page,
}) => {
  const other = newPhone();
  const nationalId = newNationalId();
  await sendPersonalInformation(await logInElsewhere(other), nationalId, other);
  const phone = await launchNewUser(page);
  await app(page)
    .getByRole('link', { name: /احراز هویت کنید/ })
    .click();
  await page.getByRole('button', { name: 'شروع' }).click();
  await shareNumber(page, phone);
  await fillPersonalInformation(app(page), nationalId);
  await page.getByRole('button', { name: 'ارسال برای بررسی' }).click();
  await expect(app(page).getByText('این کد ملی قبلاً ثبت شده است')).toBeVisible();
  await expect(app(page).getByRole('button', { name: 'ورود با حساب دیگر' })).toBeVisible();
});
