import { expect, test, type Page } from '@playwright/test';

const app = (page: Page) => page.frameLocator('iframe[title="Mini app"]');

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('[AUTH-01] the mini-app opens logged in through signed init data', async ({ page }) => {
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
});

test("[NAV-05] the host's Back button appears on a sub-page and returns", async ({ page }) => {
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeHidden();
  await app(page).getByRole('link', { name: 'دریافت' }).click();
  await expect(app(page).getByRole('heading', { name: 'به‌زودی' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeHidden();
});

test("the host's MainButton drives the page's primary action", async ({ page }) => {
  await app(page).getByRole('link', { name: 'تراکنش‌ها' }).click();
  const mainButton = page.getByRole('button', { name: 'بازگشت به کیف پول' });
  await expect(mainButton).toBeVisible();
  await mainButton.click();
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  await expect(mainButton).toBeHidden();
});

test('[THEME-01] a theme switch in the host re-themes the app', async ({ page }) => {
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  await expect(app(page).locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByLabel('Theme').selectOption('dark');
  await expect(app(page).locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = await app(page)
    .locator('body')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toBe('rgb(35, 46, 60)');
});

test('tampered init data shows a clear screen, not a crash', async ({ page }) => {
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  await page.getByLabel('Tampered init data').check();
  await page.getByLabel('Telegram user').selectOption({ index: 1 });
  await expect(app(page).getByRole('heading', { name: 'تلگرام حساب شما را تأیید نکرد' })).toBeVisible();
  await expect(app(page).getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
});

test('the market tab and a coin chart work inside Telegram', async ({ page }) => {
  await app(page).getByRole('navigation', { name: 'اصلی' }).getByRole('link', { name: 'بازار' }).click();
  await app(page).getByLabel('جستجوی ارز').fill('تون کوین');
  await app(page)
    .getByRole('link', { name: /تون‌کوین/ })
    .click();
  await expect(app(page).getByRole('img', { name: /قیمت TON/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(app(page).getByRole('heading', { name: 'بازار' })).toBeVisible();
});
