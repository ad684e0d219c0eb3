import { expect, test, type Page } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { advanceClock } from '../support/sandbox';
import { sandboxNow, shownActivationCode, totp, typePin } from '../support/security';

/** A new Telegram user sets `pin` on /profile/pin; `mistype`, when given, is a mismatched confirmation first. */
async function setPinAsNewUser(page: Page, pin: string, mistype?: string) {
  await launchNewUser(page);
  await openInApp(page, '/profile/pin');
  await app(page)
    .getByRole('button', { name: /تعیین رمز/ })
    .click();
  if (mistype) {
    await typePin(app(page), pin);
    await expect(app(page).getByRole('group', { name: 'همان رمز را دوباره وارد کنید' })).toBeVisible();
    await typePin(app(page), mistype);
    await expect(app(page).getByText('رمزها یکی نیستند. رمز جدید را دوباره وارد کنید.')).toBeVisible();
  }
  await typePin(app(page), pin);
  await typePin(app(page), pin);
  await expect(app(page).getByText('رمز تعیین شد.')).toBeVisible();
}

/** 60 s later on the sandbox clock, a relaunch shows the lock. */
async function relaunchLocked(page: Page) {
  // A little over 60 s: the app reads the server's time from the Date header, which has whole seconds, so
  // exactly 60 s later can read as 59.x and not lock yet.
  await advanceClock(62);
  await page.getByRole('button', { name: 'Relaunch' }).click();
  const lock = app(page).getByRole('dialog', { name: 'کیف پول قفل است' });
  await expect(lock).toBeVisible();
  return lock;
}

test('[SEC-01] [SEC-02] [SEC-03] in the mini-app a PIN is set, a relaunch 60 s later on the sandbox clock locks, a wrong PIN is refused', async ({
  page,
}) => {
  await setPinAsNewUser(page, '8024', '8042');
  const lock = await relaunchLocked(page);
  await typePin(lock, '1111');
  await expect(lock.getByText(/رمز اشتباه است/)).toBeVisible();
  await typePin(lock, '8024');
  await expect(lock).toBeHidden();
});

test('in the mini-app 5 wrong PINs end the session, and the messenger login stays off until a login by code', async ({
  page,
}) => {
  await setPinAsNewUser(page, '5791');
  const lock = await relaunchLocked(page);
  // A page opened under the lock does not get Telegram's buttons.
  await openInApp(page, '/profile/settings');
  await expect(app(page).getByRole('heading', { name: 'تنظیمات' })).toBeAttached();
  await page.waitForTimeout(300);
  await expect(page.getByRole('button', { name: 'Back' })).toBeHidden();
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await typePin(lock, '0000');
    await expect(lock.getByText(/رمز اشتباه است/)).toBeVisible();
  }
  await typePin(lock, '0000');

  const lockedOut = app(page).getByText(/به دلیل واردکردن رمز اشتباه در چند نوبت/);
  await expect(lockedOut).toBeVisible();
  await expect(app(page).getByRole('button', { name: 'ورود با تلگرام' })).toBeHidden();
  // A relaunch does not log in through the messenger either.
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(lockedOut).toBeVisible();
  await expect(app(page).getByRole('button', { name: 'ورود با تلگرام' })).toBeHidden();
});

test('[SEC-05] in the mini-app a new user turns an authenticator app on with a code computed from the shown secret', async ({
  page,
}) => {
  await launchNewUser(page);
  await openInApp(page, '/profile/2FA');
  await app(page)
    .getByRole('button', { name: /برنامهٔ احراز هویت/ })
    .click();
  await expect(app(page).getByRole('img', { name: 'کد QR برای برنامهٔ احراز هویت' })).toBeVisible();
  const secret = await shownActivationCode(app(page));
  await app(page)
    .getByLabel('کد برنامه', { exact: true })
    .fill(totp(secret, await sandboxNow()));
  await page.getByRole('button', { name: 'روشن کردن' }).click();
  await expect(app(page).getByText('برنامهٔ احراز هویت روشن شد.')).toBeVisible();
  await expect(app(page).getByText('برداشت‌ها متوقف شده‌اند')).toBeVisible();
});
