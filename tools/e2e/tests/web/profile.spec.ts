import { expect, test } from '@playwright/test';
import { logInElsewhere, newPhone } from '../support/sandbox';
import { expectRevoked, whoamiStatus } from '../support/profile';
import { openLoggedIn } from './support';

test('[AUTH-08] a session revoked on the sessions page gets 401 afterwards', async ({ page }) => {
  const phone = newPhone();
  await openLoggedIn(page, phone, '/dashboard');
  const other = await logInElsewhere(phone);
  expect(await whoamiStatus(other)).toBe(200);

  await page.goto('/profile/sessions');
  await expect(page.getByText('همین دستگاه')).toBeVisible();
  await page.getByRole('button', { name: 'پایان', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'این نشست پایان یابد؟' });
  await confirm.getByRole('button', { name: 'پایان', exact: true }).click();
  await expect(page.getByText('دستگاه دیگری وارد حساب نشده است.')).toBeVisible();
  await expectRevoked(other);
});

test('[AUTH-09] log out at the end of the profile menu ends the session and goes to login', async ({
  page,
}) => {
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'خروج از حساب' }).click();
  // Logging out is asked first: nothing has ended until the user confirms.
  const confirm = page.getByRole('dialog', { name: 'از حساب خارج می‌شوید؟' });
  await expect(confirm).toBeVisible();
  expect(await whoamiStatus(token)).toBe(200);
  await confirm.getByRole('button', { name: 'خروج از حساب' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expectRevoked(token);
});

test('[PROF-02] switching the language to English and back changes the texts and the direction', async ({
  page,
}) => {
  await openLoggedIn(page, newPhone(), '/dashboard');
  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { name: 'تنظیمات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('زبان').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Language').selectOption('fa');
  await expect(page.getByRole('heading', { name: 'تنظیمات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('on a phone the feedback page fits the screen: its five scores wrap rather than widen the page', async ({
  page,
}) => {
  await openLoggedIn(page, newPhone(), '/dashboard');
  await page.goto('/profile/feedback');
  const scores = page.getByRole('group', { name: 'امتیاز' }).getByRole('button');
  await expect(scores).toHaveCount(5);
  const width = await page.evaluate(() => window.innerWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const score of await scores.all()) {
    const box = (await score.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
});
