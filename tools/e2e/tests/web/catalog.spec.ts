import { expect, test } from '@playwright/test';
import { newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

test("the dashboard fetches only the messages it draws; the first screen loaded on demand brings the rest of the language's catalog and draws in it", async ({
  page,
}) => {
  const catalogParts: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/(fa|en)-[\w-]+\.js$/.exec(request.url());
    if (file) catalogParts.push(file[0]);
  });
  await openLoggedIn(page, newPhone(), '/dashboard');
  await page.waitForLoadState('networkidle');
  expect(catalogParts).toHaveLength(1);
  const start = catalogParts[0]!;
  const startMessages = await (await page.request.get(start)).text();
  expect(startMessages).toContain('موجودی کل');
  expect(startMessages).not.toContain('همهٔ ارزها');

  await page.getByRole('navigation', { name: 'اصلی' }).getByRole('link', { name: 'بازار' }).click();
  await expect(page.getByRole('list', { name: 'ارزها' }).getByRole('link').first()).toBeVisible();
  expect(catalogParts).toHaveLength(2);
  const rest = await (await page.request.get(catalogParts[1]!)).text();
  expect(rest).not.toContain('موجودی کل');

  // Another screen loaded on demand needs nothing more.
  await page.getByRole('navigation', { name: 'اصلی' }).getByRole('link', { name: 'پروفایل' }).click();
  await expect(page.getByRole('button', { name: 'خروج از حساب' })).toBeVisible();
  expect(catalogParts).toHaveLength(2);
});
