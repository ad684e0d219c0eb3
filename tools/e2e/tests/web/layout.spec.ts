import { expect, test, type Locator, type Page } from '@playwright/test';
import { openLoggedIn } from './support';

/** Where a part of the screen is drawn: its width and the middle of it. */
async function columnOf(part: Locator): Promise<{ width: number; middle: number }> {
  const box = await part.boundingBox();
  if (!box) throw new Error('not drawn');
  return { width: Math.round(box.width), middle: Math.round(box.x + box.width / 2) };
}

/** The page's width, without a scroll bar. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.clientWidth);

test('[PLAT-10] on a wide screen the wallet is one centred column at most 600 px wide, its bottom navigation too; a phone gets the whole width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openLoggedIn(page, '09120000000', '/dashboard');
  const nav = page.getByRole('navigation', { name: 'اصلی' });
  await expect(nav).toBeVisible();
  const wide = await pageWidth(page);
  expect(wide).toBeGreaterThan(1200);
  const column = { width: 600, middle: Math.round(wide / 2) };
  expect(await columnOf(page.getByRole('main'))).toEqual(column);
  expect(await columnOf(nav)).toEqual(column);

  await page.setViewportSize({ width: 412, height: 900 });
  const narrow = await pageWidth(page);
  const whole = { width: narrow, middle: Math.round(narrow / 2) };
  expect(await columnOf(page.getByRole('main'))).toEqual(whole);
  expect(await columnOf(nav)).toEqual(whole);
});

test('on the swap tab the main button stands above the bottom navigation, whose tabs still take taps', async ({
  page,
}) => {
  await openLoggedIn(page, '09120000000', '/dashboard');
  const nav = page.getByRole('navigation', { name: 'اصلی' });
  await nav.getByRole('link', { name: 'تبدیل' }).click();
  const review = page.getByRole('button', { name: 'بررسی تبدیل', exact: true });
  await expect(review).toBeVisible();
  const bar = await review.boundingBox();
  const tabs = await nav.boundingBox();
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(tabs!.y + 1);
  await nav.getByRole('link', { name: 'کیف پول' }).click({ timeout: 5_000 });
  await expect(page.getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
});
