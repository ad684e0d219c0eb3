import { expect, test } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { logInAsTelegramUser } from '../support/sandbox';
import { expectRevoked, whoamiStatus } from '../support/profile';

test('[AUTH-08] in the mini-app a session revoked on the sessions page gets 401 afterwards', async ({
  page,
}) => {
  const telegramId = await launchNewUser(page);
  const other = await logInAsTelegramUser(telegramId);
  expect(await whoamiStatus(other)).toBe(200);

  await openInApp(page, '/profile/sessions');
  await expect(app(page).getByText('همین دستگاه')).toBeVisible();
  await app(page).getByRole('button', { name: 'پایان', exact: true }).click();
  const confirm = app(page).getByRole('dialog', { name: 'این نشست پایان یابد؟' });
  await confirm.getByRole('button', { name: 'پایان', exact: true }).click();
  await expect(app(page).getByText('دستگاه دیگری وارد حساب نشده است.')).toBeVisible();
  await expectRevoked(other);
});

test('[AUTH-09] in the mini-app log out leaves the profile for the login page', async ({ page }) => {
  await launchNewUser(page);
  await openInApp(page, '/profile');
  await app(page).getByRole('button', { name: 'خروج از حساب' }).click();
  // Logging out is asked first.
  const confirm = app(page).getByRole('dialog', { name: 'از حساب خارج می‌شوید؟' });
  await confirm.getByRole('button', { name: 'خروج از حساب' }).click();
  // Neither the profile's button nor the dialog's stays: the profile is left.
  await expect(app(page).getByRole('button', { name: 'خروج از حساب' })).toHaveCount(0);
  const frame = await (await page.locator('iframe[title="Mini app"]').elementHandle())?.contentFrame();
  await expect.poll(() => new URL(frame!.url()).pathname).toBe('/login');
});

test('[PROF-02] in the mini-app switching the language to English and back changes the texts and the direction', async ({
  page,
}) => {
  await launchNewUser(page);
  await openInApp(page, '/profile/settings');
  await expect(app(page).getByRole('heading', { name: 'تنظیمات' })).toBeVisible();
  await expect(app(page).locator('html')).toHaveAttribute('dir', 'rtl');
  await app(page).getByLabel('زبان').selectOption('en');
  await expect(app(page).getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(app(page).locator('html')).toHaveAttribute('dir', 'ltr');
  await app(page).getByLabel('Language').selectOption('fa');
  await expect(app(page).getByRole('heading', { name: 'تنظیمات' })).toBeVisible();
  await expect(app(page).locator('html')).toHaveAttribute('dir', 'rtl');
});
