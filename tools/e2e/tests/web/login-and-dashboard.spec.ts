import { expect, test } from '@playwright/test';
import { logInElsewhere, revokeOtherSessions } from '../support/sandbox';
import { logInWithCode, openLoggedIn } from './support';

const PERSIAN_DIGIT = /[۰-۹]/;

test('a user logs in by code and sees the seeded balances in Persian, right to left', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login?nextUrl=%2Fdashboard');
  await logInWithCode(page, '09120000002');

  await expect(page).toHaveURL('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  const balance = page.getByRole('region', { name: 'موجودی کل' });
  // The total opens in Toman, the currency of the user's settings; a tap shows it in US dollars.
  await expect(balance.getByText(/[۰-۹][۰-۹٬]* تومان/)).toBeVisible();
  await balance.getByRole('button', { name: 'نمایش به دلار' }).click();
  await expect(balance.getByText(/\$[۰-۹٬]+٫[۰-۹]{2}/)).toBeVisible();
  // What the user holds: Toman first.
  const holdings = page.getByRole('list', { name: 'دارایی‌های شما' });
  await expect(holdings.getByRole('link').first()).toHaveAttribute('href', '/coin/IRT');
  const favourites = page.getByRole('list', { name: 'ارزهای مورد علاقه' });
  await expect(favourites.getByRole('link').first()).toBeVisible();
  await expect(favourites.getByRole('link', { name: /^بیت‌کوین BTC/ })).toBeVisible();
  expect(await favourites.innerText()).toMatch(PERSIAN_DIGIT);
  await expect(
    page.getByRole('navigation', { name: 'اصلی' }).getByRole('link', { name: 'کیف پول' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('[DASH-01] a hidden balance stays hidden after a reload', async ({ page }) => {
  await openLoggedIn(page, '09120000000', '/dashboard');
  await page.getByRole('button', { name: 'پنهان کردن موجودی' }).click();
  const toggle = page.getByRole('button', { name: 'نمایش موجودی' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('••••••')).toBeVisible();
  await expect(page.getByRole('button', { name: 'نمایش به دلار' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('button', { name: 'نمایش موجودی' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('••••••')).toBeVisible();
});

test('[AUTH-06] a revoked session goes to /login?nextUrl=… and comes back after logging in', async ({
  page,
}) => {
  await openLoggedIn(page, '09120000001', '/dashboard');
  const otherDevice = await logInElsewhere('09120000001');
  await revokeOtherSessions(otherDevice);

  // The next assets refresh (every 5 s) meets the 401.
  await expect(page).toHaveURL('/login?nextUrl=%2Fdashboard', { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('wallet:user'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('wallet:deviceId'))).not.toBeNull();

  await logInWithCode(page, '09120000001');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
});

test('[NAV-01] an unknown path shows the dashboard', async ({ page }) => {
  await openLoggedIn(page, '09120000000', '/no/such/page');
  await expect(page).toHaveURL('/no/such/page');
  await expect(page.getByRole('button', { name: 'مدیریت دیده‌بان' })).toBeVisible();
});

test('[DASH-08] defaultLang=en switches the wallet to English', async ({ page }) => {
  await openLoggedIn(page, '09120000000', '/dashboard?defaultLang=en');
  await expect(page.getByRole('heading', { name: 'Total balance' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL('/dashboard');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Total balance' })).toBeVisible();
});
