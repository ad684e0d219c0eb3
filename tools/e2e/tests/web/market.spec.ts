import { expect, test } from '@playwright/test';
import { newPhone, setPrice } from '../support/sandbox';
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

test('[MKT-07] a price alert fires when the sandbox moves the price, and the wallet tells the user', async ({
  page,
}) => {
  // A new user, with no alerts of an earlier run.
  await openLoggedIn(page, newPhone(), '/dashboard');
  await setPrice('ADA', '0.5');
  await page.goto('/coin/ADA');
  await page.getByRole('region', { name: 'هشدارهای قیمت' }).getByRole('link', { name: 'هشدار تازه' }).click();
  await expect(page).toHaveURL('/coin/ADA/new-alert');

  await page.getByRole('radio', { name: 'قیمت پایین‌تر برود از' }).click();
  const price = page.getByLabel('قیمت به دلار آمریکا');
  await price.fill('0.6');
  await page.getByRole('button', { name: 'ساخت هشدار' }).click();
  await expect(page.getByText('برای هشدار «پایین‌تر»، قیمتی کمتر از قیمت فعلی وارد کنید.')).toBeVisible();
  await price.fill('0.4');
  await page.getByRole('button', { name: 'ساخت هشدار' }).click();

  await expect(page).toHaveURL('/coin/ADA/alerts');
  const alerts = page.getByRole('list', { name: 'هشدارهای قیمت' });
  await expect(alerts.getByRole('listitem').filter({ hasText: 'زیر $۰٫۴' })).toContainText('در انتظار');

  expect(await setPrice('ADA', '0.3')).toBeGreaterThanOrEqual(1);
  // The wallet asks for fired alerts every 10 s.
  await expect(page.getByRole('status').filter({ hasText: /هشدار قیمت: ADA به زیر \$۰٫۴ رسید/ })).toBeVisible(
    {
      timeout: 25_000,
    },
  );
  await expect(alerts.getByRole('listitem').filter({ hasText: 'زیر $۰٫۴' })).toContainText(
    /فعال شد در \$۰٫(۳|۲۹۹)/,
  );
});
