import { expect, test } from '@playwright/test';
import { openLoggedIn } from './support';

test("a screen whose code does not arrive (the connection dropped) says so, keeps the wallet's navigation, and loads on Try again once the connection is back", async ({
  page,
}) => {
  await openLoggedIn(page, '09120000000', '/dashboard');
  // The connection drops: no more of the app's code arrives.
  let isConnected = false;
  await page.route(/\/assets\/.+\.js$/, (route) =>
    isConnected ? route.continue() : route.abort('internetdisconnected'),
  );
  const nav = page.getByRole('navigation', { name: 'اصلی' });
  await nav.getByRole('link', { name: 'بازار' }).click();
  await expect(page.getByRole('heading', { name: 'این صفحه بارگیری نشد' })).toBeVisible();
  await expect(page.getByText('اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'کیف پول' })).toBeVisible();

  isConnected = true;
  await page.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByRole('list', { name: 'ارزها' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'این صفحه بارگیری نشد' })).toBeHidden();
});
