import { expect, test } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { fillPersonalInformation, newNationalId } from '../support/kyc-level-1';
import { advanceClock } from '../support/sandbox';

test('[RIAL-02] in the mini-app a new user is sent to level 1 after 3 s, shares the number, passes, and is brought back to the Toman deposit methods', async ({
  page,
}) => {
  await launchNewUser(page);

  await openInApp(page, '/rial-deposit');
  await expect(app(page).getByText('برای واریز تومان باید احراز هویت سطح ۱ را انجام دهید.')).toBeVisible();
  // The register form asks for the number first; Telegram shares it, signed.
  const share = app(page).getByRole('button', { name: 'اشتراک شماره از تلگرام' });
  await expect(share).toBeVisible({ timeout: 10_000 });
  await share.click();

  await fillPersonalInformation(app(page), newNationalId());
  await page.getByRole('button', { name: 'ارسال برای بررسی' }).click();
  await expect(app(page).getByRole('heading', { name: 'در حال بررسی اطلاعات شما' })).toBeVisible();
  await advanceClock(61);
  await expect(app(page).getByRole('heading', { name: 'هویت شما تأیید شد' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'ادامه' }).click();

  await expect(app(page).getByRole('heading', { name: 'واریز تومان' })).toBeVisible();
  await expect(app(page).getByRole('link', { name: /درگاه بانکی/ })).toBeVisible();
});
