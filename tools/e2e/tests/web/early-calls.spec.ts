import { expect, test } from '@playwright/test';
import { logInElsewhere, newPhone } from '../support/sandbox';

/** The calls a logged-in start at /dashboard makes before it can draw (packages/app/src/early/early-calls.ts). */
const FIRST_CALLS = [
  '/api/v1/utils/global-configs',
  '/api/v1/user/whoami',
  '/api/v1/utils/banners',
  '/api/v2/assets',
];
/** The app's start-up code. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

test("a returning user's start asks for the dashboard's data while the app's code is still downloading, and the app asks for none of it again", async ({
  page,
}) => {
  const token = await logInElsewhere(newPhone());
  await page.addInitScript(
    (value) => {
      if (!localStorage.getItem('wallet:user')) localStorage.setItem('wallet:user', value);
    },
    JSON.stringify({ token, isSignup: false }),
  );
  const asked = new Map<string, number>();
  const artwork: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (FIRST_CALLS.includes(path)) asked.set(path, (asked.get(path) ?? 0) + 1);
    if (path.startsWith('/banners/')) artwork.push(path);
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_ENTRY, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/dashboard', { waitUntil: 'commit' });
  // The app's code has not arrived, and every first call is already out.
  await expect.poll(() => [...asked.keys()].sort()).toEqual([...FIRST_CALLS].sort());
  // So is the dashboard's largest picture, the first banner of the list those calls brought.
  await expect.poll(() => artwork).toHaveLength(1);
  await expect(page.getByRole('heading', { name: 'موجودی کل' })).toBeHidden();

  release();
  const total = page.getByRole('region', { name: 'موجودی کل' });
  // In Toman, the currency the user's settings hold.
  await expect(total.getByText(/[۰-۹][۰-۹٬]* تومان/)).toBeVisible();
  // The carousel may have turned to another slide (the others are hidden from screen readers): count them too.
  const firstBanner = page
    .getByRole('region', { name: 'بنرها' })
    .getByRole('img', { includeHidden: true })
    .first();
  await expect(firstBanner).toBeVisible();
  await expect.poll(() => firstBanner.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  // The dashboard drew from the early answers (none of its calls went out twice), and its first banner from
  // the picture fetched early.
  expect(Object.fromEntries(asked)).toEqual(Object.fromEntries(FIRST_CALLS.map((path) => [path, 1])));
  expect(await firstBanner.evaluate((image: HTMLImageElement) => new URL(image.src).pathname)).toBe(
    artwork[0],
  );
  expect(artwork.filter((path) => path === artwork[0])).toHaveLength(1);
});

test("a start without a stored session sends none of the dashboard's calls", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button').first()).toBeVisible();
  expect(
    asked.filter((path) => FIRST_CALLS.includes(path) && path !== '/api/v1/utils/global-configs'),
  ).toEqual([]);
});
