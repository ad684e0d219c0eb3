import { expect, test } from '@playwright/test';
import { openLoggedIn } from './support';

test.use({ serviceWorkers: 'allow' });

const PHONE = '09120000000';
/** The total in US dollars: to the cent, it stays put while the simulated prices move the Toman figure. */
const BALANCE = /\$[۰-۹٬]+٫[۰-۹]{2}/;

test('[API-06] the web app registers /service-worker.js, which then opens the wallet with no network at all, from the last state', async ({
  page,
  context,
}) => {
  await openLoggedIn(page, PHONE, '/dashboard');
  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(scriptUrl && new URL(scriptUrl).pathname).toBe('/service-worker.js');
  // The total opens in Toman, the currency of the user's settings; the user shows it in dollars, which is kept.
  await page
    .getByRole('region', { name: 'موجودی کل' })
    .getByRole('button', { name: 'نمایش به دلار' })
    .click();
  const balance = await page.getByRole('region', { name: 'موجودی کل' }).getByText(BALANCE).innerText();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('wallet:assetsCache') !== null))
    .toBe(true);
  // The first open cached the build's start-up files; the next open is controlled by the worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('region', { name: 'موجودی کل' }).getByText(BALANCE)).toBeVisible();

  // The site itself unreachable (a filtered network): the page, its code and the stored balances still open.
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'موجودی کل' }).getByText(balance, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'اتصال برقرار نیست' })).toBeVisible({
    timeout: 10_000,
  });
  // So do the page's icon and manifest, cached with the build.
  const isServed = (path: string) =>
    page.evaluate(
      (url) =>
        fetch(url).then(
          (r) => r.ok,
          () => false,
        ),
      path,
    );
  expect(await isServed('/icon.svg')).toBe(true);
  expect(await isServed('/manifest.webmanifest')).toBe(true);
  await context.setOffline(false);
});

test('API calls are not answered by the service worker: fresh balances come from the server', async ({
  page,
}) => {
  await openLoggedIn(page, PHONE, '/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const assets = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/assets');
  await page.reload();
  const response = await assets;
  expect(response.fromServiceWorker()).toBe(false);
  expect(response.status()).toBe(200);
});
