import { expect, test } from '@playwright/test';
import { advanceClock, newPhone } from '../support/sandbox';
import { expectPinKeypadLayout, sandboxNow, shownActivationCode, totp, typePin } from '../support/security';
import { openLoggedIn } from './support';

test('[SEC-01] [SEC-02] [SEC-03] [SEC-04] a PIN is set, the app locks after 60 s on the sandbox clock, a wrong PIN is refused', async ({
  page,
}) => {
  await openLoggedIn(page, newPhone(), '/dashboard');
  await page.goto('/profile/pin');
  await page.getByRole('button', { name: /تعیین رمز/ }).click();
  await typePin(page, '1357');
  await expect(page.getByRole('group', { name: 'همان رمز را دوباره وارد کنید' })).toBeVisible();
  await typePin(page, '1375');
  await expect(page.getByText('رمزها یکی نیستند. رمز جدید را دوباره وارد کنید.')).toBeVisible();
  await typePin(page, '1357');
  await typePin(page, '1357');
  await expect(page.getByText('رمز تعیین شد.')).toBeVisible();

  // Checked just now: a reopen does not lock.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'رمز برنامه', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'کیف پول قفل است' })).toBeHidden();

  // 60 s later on the sandbox clock, the next open locks. A little over: the app reads the server's time from
  // the Date header, which has whole seconds, so exactly 60 s later can read as 59.x and not lock yet.
  await advanceClock(62);
  await page.reload();
  const lock = page.getByRole('dialog', { name: 'کیف پول قفل است' });
  await expect(lock).toBeVisible();
  await expectPinKeypadLayout(lock);
  await typePin(lock, '2468');
  await expect(lock.getByText(/رمز اشتباه است/)).toBeVisible();
  await expect(lock.getByRole('img', { name: /^۰ از ۴/ })).toBeVisible();
  await typePin(lock, '1357');
  await expect(lock).toBeHidden();
  await expect(page.getByRole('heading', { name: 'رمز برنامه', exact: true })).toBeVisible();
});

test('[SEC-05] a new user turns an authenticator app on with a code computed from the shown secret', async ({
  page,
}) => {
  await openLoggedIn(page, newPhone(), '/dashboard');
  await page.goto('/profile/2FA');
  await page.getByRole('button', { name: /برنامهٔ احراز هویت/ }).click();
  await expect(page.getByRole('img', { name: 'کد QR برای برنامهٔ احراز هویت' })).toBeVisible();
  const secret = await shownActivationCode(page);
  await page.getByLabel('کد برنامه', { exact: true }).fill(totp(secret, await sandboxNow()));
  await page.getByRole('button', { name: 'روشن کردن' }).click();
  await expect(page.getByText('برنامهٔ احراز هویت روشن شد.')).toBeVisible();
  await expect(page.getByRole('button', { name: /برنامهٔ احراز هویت.*خاموش کردن/ })).toBeVisible();
  await expect(page.getByText('برداشت‌ها متوقف شده‌اند')).toBeVisible();
});
