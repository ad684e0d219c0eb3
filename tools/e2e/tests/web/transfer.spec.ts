import { expect, test } from '@playwright/test';
import { logInElsewhere, SANDBOX_URL } from '../support/sandbox';
import { openLoggedIn } from './support';

test('[WD-11] [WD-05] an internal transfer to another wallet user, seen by both', async ({ page }) => {
  await openLoggedIn(page, '09120000001', '/dashboard');
  await page.getByRole('link', { name: 'ارسال' }).click();
  await page.getByRole('link', { name: /به کاربر کیف پول/ }).click();

  await page.getByLabel('ارز').selectOption('TRX');
  await page.getByLabel('مقدار').fill('۷');
  await page.getByRole('button', { name: 'ادامه' }).click();
  await page.getByLabel('نام کاربری تلگرام یا شمارهٔ موبایل').fill('@nobody_at_all');
  await page.getByRole('button', { name: 'جستجو' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'کاربری با این نام کاربری یا شماره در کیف پول پیدا نشد.',
  );
  await page.getByLabel('نام کاربری تلگرام یا شمارهٔ موبایل').fill('@demo_level2');
  await page.getByRole('button', { name: 'جستجو' }).click();
  await page
    .getByRole('list', { name: 'پیدا شد' })
    .getByRole('link', { name: /Sara Ahmadi/ })
    .click();

  const transfer = page.getByRole('region', { name: 'انتقال' });
  await expect(transfer).toContainText('Sara Ahmadi');
  await expect(transfer).toContainText('رایگان');
  await page.getByRole('button', { name: 'ارسال', exact: true }).dblclick();
  const receipt = page.getByRole('region', { name: 'رسید انتقال' });
  await expect(receipt).toContainText('۷ TRX');
  await expect(receipt).toContainText('@demo_level2');

  // The other user sees it arrive, once.
  const token = await logInElsewhere('09120000002');
  const answer = await fetch(`${SANDBOX_URL}/v2/transaction?types=DEPOSIT&tokens=TRX&limit=5`, {
    headers: { authorization: `Bearer ${token}`, 'x-platform': 'WEB', 'x-os': 'LINUX' },
  });
  const { transactions } = (
    (await answer.json()) as {
      result: { transactions: { channel: string; amount: string; counterparty: string }[] };
    }
  ).result;
  const received = transactions.filter((entry) => entry.channel === 'INTERNAL' && entry.amount === '7');
  expect(received).toHaveLength(1);
  expect(received[0]!.counterparty).toBe('@demo_level1');
});
