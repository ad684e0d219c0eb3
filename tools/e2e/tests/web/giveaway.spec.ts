import { expect, test } from '@playwright/test';
import { preparePayer } from '../support/invoice';
import { advanceClock, newPhone, SANDBOX_URL, sandboxNow } from '../support/sandbox';
import { BANNER_PNG } from '../support/telegram-chats';
import { openLoggedIn } from './support';

// A giveaway on the website, in Persian: made from the shop tab with a banner and no chat to be a member of (so
// anyone with the link may join, no Telegram needed), paid on its invoice page, its link copied; a second user
// opens the link and joins; at its end on the sandbox clock the one participant wins the whole prize.

test('[SHOP-09] on the web a giveaway is made from the shop tab, paid, shared by its link and won by the user who joined', async ({
  page,
  browser,
}) => {
  test.setTimeout(3 * 60_000);
  await openLoggedIn(page, newPhone(), '/dashboard', (token) => preparePayer(token, '1000000'));

  // By taps: the shop tab, its giveaways, a new one.
  await page.getByRole('link', { name: 'فروشگاه' }).click();
  await page.getByRole('link', { name: /قرعه‌کشی‌ها/ }).click();
  await page.getByRole('button', { name: 'ساخت قرعه‌کشی' }).click();
  await page.getByLabel('عنوان').fill('قرعه‌کشی _یلدا_ برای [همه](https://example.com)');
  await expect(page.locator('em', { hasText: 'یلدا' })).toBeVisible();
  await page
    .getByLabel('بنر')
    .setInputFiles({ name: 'yalda.png', mimeType: 'image/png', buffer: BANNER_PNG });
  await expect(page.getByRole('img', { name: 'بنر', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '۱ ساعت' }).click();
  await page.getByLabel('ارز').selectOption('IRT');
  await page.getByLabel('جایزهٔ هر نفر').fill('۲۰۰۰۰');
  await page.getByRole('button', { name: 'ساخت و پرداخت' }).click();

  // Its invoice, paid from the Toman balance, leads back to the giveaway, open to join.
  await expect(page).toHaveURL(/\/invoice\?/);
  await page.getByRole('button', { name: /موجودی تومانی/ }).click();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/giveaway\?id=\d+/);
  await expect(page.getByText('باز برای شرکت', { exact: true })).toBeVisible();
  const banner = page.getByRole('img', { name: 'بنر قرعه‌کشی' });
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  const giveawayId = new URL(page.url()).searchParams.get('id')!;

  // Shared outside Telegram: the link is copied, this site's start link for the giveaway.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'اشتراک‌گذاری', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'پیوند کپی شد' }).first()).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname + new URL(link).search).toBe(`/redirect?to=g-${giveawayId}`);

  // Another user opens the link and joins.
  const context = await browser.newContext();
  const joiner = await context.newPage();
  const joinerToken = await openLoggedIn(joiner, newPhone(), '/dashboard');
  await joiner.goto(link);
  await expect(joiner).toHaveURL(new RegExp(`/shop/giveaway\\?id=${giveawayId}`));
  await joiner.getByRole('button', { name: 'شرکت', exact: true }).click();
  await expect(joiner.getByText('شما شرکت کرده‌اید')).toBeVisible();

  // At its end the one participant wins the whole prize, told on the page they come back to.
  const answer = await fetch(`${SANDBOX_URL}/v1/giveaway/${giveawayId}`, {
    headers: { 'x-platform': 'WEB', 'x-os': 'LINUX', authorization: `Bearer ${joinerToken}` },
  });
  const { endsAt } = ((await answer.json()) as { result: { endsAt: string } }).result;
  await advanceClock(Math.ceil((Date.parse(endsAt) - (await sandboxNow())) / 1000) + 60);
  await joiner.reload();
  await expect(joiner.getByText('برنده شدید')).toBeVisible({ timeout: 15_000 });
  await expect(joiner.getByText('۲۰٬۰۰۰ تومان').first()).toBeVisible();
  await context.close();
});
