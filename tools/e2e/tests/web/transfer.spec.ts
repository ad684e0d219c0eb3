import { expect, test } from '@playwright/test';
import { internalDeposits, logInElsewhere } from '../support/sandbox';
import { sendWithoutPin } from '../support/security';
import { openLoggedIn } from './support';

test('[WD-11] [WD-05] an internal transfer to another wallet user, seen by both', async ({ page }) => {
  // The other user may have had 7 TRX from this sender before (an earlier attempt): this transfer adds one.
  const recipientToken = await logInElsewhere('09120000002');
  const sevensFromSender = async () =>
    (await internalDeposits(recipientToken, 'TRX')).filter(
      (entry) => entry.amount === '7' && entry.counterparty === '@demo_level1',
    ).length;
  const before = await sevensFromSender();

  await openLoggedIn(page, '09120000001', '/dashboard');
  await page.getByRole('link', { name: 'ارسال' }).click();
  await page.getByRole('link', { name: /به کاربر کیف پول/ }).click();

  await page.getByLabel('ارز').selectOption('TRX');
  // 7 TRX (about 2 USD) stays within LEVEL_1's 20 USD a day, which transfers share with withdrawals.
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
  // A first money out with neither a PIN nor two-factor: the offer of a PIN, skipped, and the money goes.
  await sendWithoutPin(page);
  const receipt = page.getByRole('region', { name: 'رسید انتقال' });
  await expect(receipt).toContainText('۷ TRX');
  await expect(receipt).toContainText('@demo_level2');

  // The other user sees it arrive, once: the double tap sent one transfer.
  expect(await sevensFromSender()).toBe(before + 1);
  const [newest] = await internalDeposits(recipientToken, 'TRX');
  expect(newest).toMatchObject({ amount: '7', counterparty: '@demo_level1' });
});
