import { expect, test } from '@playwright/test';
import { openLoggedIn } from './support';

test('[MKT-01] [MKT-02] the market sorts, finds a coin by its Persian name with a ZWNJ, and opens its chart', async ({
  page,
}) => {
  await openLoggedIn(page, '09120000001', '/dashboard');
  await page.getByRole('navigation', { name: 'اصلی' }).getByRole('link', { name: 'بازار' }).click();
  const coins = page.getByRole('list', { name: 'ارزها' });
  await expect(coins.getByRole('listitem').first()).toBeVisible();

  await page.getByLabel('مرتب‌سازی').selectOption('LAST_PRICE__DESCENDING');
  await expect(coins.getByRole('listitem').first()).toContainText('BTC');
  await page.reload();
  await expect(page.getByLabel('مرتب‌سازی')).toHaveValue('LAST_PRICE__DESCENDING');

  await page.getByLabel('جستجوی ارز').fill('نات\u200cکوین');
  await expect(coins.getByRole('listitem')).toHaveCount(1);
  await coins.getByRole('link', { name: /نات‌کوین/ }).click();

  await expect(page).toHaveURL('/coin/NOT');
  await expect(page.getByRole('img', { name: /قیمت NOT در همه/ })).toBeVisible();
  await page.getByRole('tab', { name: '۱ روز' }).click();
  await expect(page.getByRole('img', { name: /قیمت NOT در ۱ روز/ })).toBeVisible();
});

test('[CFG-05] a coin that cannot be withdrawn shows no withdraw action', async ({ page }) => {
  await openLoggedIn(page, '09120000001', '/dashboard');
  await page.goto('/coin/HMSTR');
  const actions = page.getByRole('navigation', { name: 'کارها' }).last();
  await expect(actions.getByRole('link', { name: 'واریز' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'برداشت' })).toHaveCount(0);
});
