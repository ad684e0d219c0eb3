import { expect, test } from '@playwright/test';
import { raiseToLevelOne } from '../support/rial-cards';
import { openGateway, pressOnGateway, registerCard } from '../support/rial-gateway';
import { newPhone } from '../support/sandbox';
import { confirmSwap } from '../support/swap';
import { openLoggedIn } from './support';

const LOCK_TITLE = 'ارسال ارز به بیرون ۷۲ ساعت منتظر می‌ماند';

test('[WD-08] the 72-hour lock is told before a gateway deposit, on the swap page after it, and its end on the send page', async ({
  page,
}) => {
  await openGateway();
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await raiseToLevelOne(token);
  await registerCard(token);

  await page.goto('/rial-deposit');
  await expect(page.getByText(LOCK_TITLE)).toBeVisible();
  await expect(page.getByText(/اگر اکنون پرداخت کنید، این محدودیت تا .+ است/)).toBeVisible();
  await page.getByRole('link', { name: /درگاه بانکی/ }).click();
  await page.getByLabel('مبلغ واریز').fill('۱۰۰۰۰۰۰');
  await page.getByRole('button', { name: 'رفتن به درگاه' }).click();
  await pressOnGateway(page, 'Pay');
  await expect(page.getByText('واریز موفق بود')).toBeVisible();

  await page.goto('/swap');
  await page.getByLabel('مبلغ پرداختی شما', { exact: true }).fill('۵۰۰۰۰۰');
  await expect(page.getByLabel('دریافت می‌کنید', { exact: true })).not.toHaveValue('', { timeout: 10_000 });
  await page.getByRole('button', { name: 'بررسی تبدیل', exact: true }).click();
  const told = page.getByText(/ارزی که می‌گیرید از .+ قابل ارسال به بیرون از کیف پول است/);
  await expect(told).toBeVisible();
  const until = /از (.+) قابل ارسال/.exec((await told.textContent()) ?? '')?.[1];
  expect(until).toBeTruthy();
  await confirmSwap(page, (name) => page.getByRole('button', { name, exact: true }));

  await page.goto('/withdraw/internal-transfer/enter-amount?token=USDT');
  const block = page.getByRole('alert');
  await expect(block).toContainText(`برداشت یا ارسال ارز از ${until} دوباره ممکن می‌شود`);
  await expect(block).toContainText('در این مدت می‌توانید ارزهایتان را تبدیل کنید');
  await expect(block.getByRole('link', { name: 'برداشت تومان' })).toBeVisible();
});
