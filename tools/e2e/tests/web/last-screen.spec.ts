import { expect, test, type Page } from '@playwright/test';
import { newPhone } from '../support/sandbox';
import { typePin } from '../support/security';
import { openLoggedIn } from './support';

/** The app's start-up code. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
/** Its name in the page of a release that changed the app's code (otherCode). */
const NEXT_ENTRY = '/assets/index-NextRelease.js';
/** The total as the dashboard opens it: in Toman, the currency the user's settings hold. */
const AMOUNT = /[۰-۹][۰-۹٬]* تومان/;
/** The calls a logged-in start at /dashboard makes before it can draw (packages/app/src/early/early-calls.ts). */
const FIRST_CALLS = [
  '/api/v1/utils/global-configs',
  '/api/v1/user/whoami',
  '/api/v1/utils/banners',
  '/api/v2/assets',
];

/** The user sees their balance, and the wallet keeps the dashboard as drawn. Answers the balance shown. */
async function useTheWalletOnce(page: Page): Promise<string> {
  await openLoggedIn(page, newPhone(), '/dashboard');
  const total = page.getByRole('region', { name: 'موجودی کل' }).getByText(AMOUNT);
  await expect(total).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('wallet:lastScreen')), { timeout: 10_000 })
    .not.toBeNull();
  return total.innerText();
}

/** Holds the app's code until `release` is called, as a slow network would. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Serves /dashboard as another release would: `edit` changes the page's markup. */
async function nextRelease(page: Page, edit: (html: string) => string): Promise<void> {
  await page.route(/\/dashboard$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

/** A release that changed the app's code: its entry script has another name (the tests hold it, never run). */
const otherCode = (html: string) => html.replace(/src="\/assets\/index-[\w-]+\.js"/, `src="${NEXT_ENTRY}"`);

/** A release that changed the app's styles: its stylesheet has another name. */
const otherStyles = (html: string) => html.replace(/(href="\/assets\/index-)[\w-]+\.css"/, '$1Changed.css"');

/** The page's own stylesheet: written into the page, and named by a disabled link to its file. */
const ownStylesheet = (page: Page) => page.locator('link[rel="stylesheet"][disabled]').getAttribute('href');

test("a returning user's start paints the dashboard as last drawn, marked as updating, before the app's code has arrived; the app's dashboard then takes its place", async ({
  page,
}) => {
  const balance = await useTheWalletOnce(page);
  // Whether the painted screen and the app's dashboard were ever in the page together.
  // The app's dashboard has come when its total balance is drawn in the app's root.
  await page.addInitScript((total) => {
    const seen = { together: false };
    Object.assign(window, { lastScreenSeen: seen });
    new MutationObserver(() => {
      if (
        document.getElementById('last-screen') &&
        document.getElementById('root')?.textContent?.includes(total)
      )
        seen.together = true;
    }).observe(document, { subtree: true, childList: true });
  }, balance);
  const release = await holdTheApp(page);

  await page.goto('/dashboard', { waitUntil: 'commit' });
  const painted = page.locator('#last-screen');
  await expect(painted.getByText(balance, { exact: true })).toBeVisible();
  await expect(painted.getByText('در حال به‌روزرسانی…')).toBeVisible();
  await expect(painted.getByText('ارزهای مورد علاقه')).toBeVisible();
  // Only a picture: taps and assistive technology reach nothing until the app draws.
  await expect(painted).toHaveAttribute('aria-hidden', 'true');
  expect(await painted.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
  await expect(page.getByRole('heading', { name: 'موجودی کل' })).toBeHidden();
  await expect(page.locator('#root').getByText(balance, { exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('painted.png') });

  release();
  await expect(page.getByRole('region', { name: 'موجودی کل' }).getByText(balance)).toBeVisible();
  await expect(painted).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'بازار' })).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { lastScreenSeen: { together: boolean } }).lastScreenSeen.together,
    ),
  ).toBe(false);
});

test("a start that paints the kept dashboard fetches its first picture at once and sends the first calls after that paint's frame, still before the app's code has arrived; the app asks for none of them again", async ({
  page,
}) => {
  const balance = await useTheWalletOnce(page);
  // For each call the page sends: whether the kept screen was in the page, and how many frames had been
  // rendered since it was put there (counted from the first frame's callbacks on).
  await page.addInitScript(() => {
    const sent: { path: string; painted: boolean; frames: number }[] = [];
    let frames = 0;
    new MutationObserver((_, observer) => {
      if (!document.getElementById('last-screen')) return;
      observer.disconnect();
      const count = () => {
        frames += 1;
        if (frames < 3) requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    }).observe(document, { subtree: true, childList: true });
    const fetch = window.fetch;
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const painted = Boolean(document.getElementById('last-screen'));
      sent.push({ path: url.pathname, painted, frames });
      return fetch(input, init);
    };
    Object.assign(window, { callsSent: sent });
  });
  const release = await holdTheApp(page);
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) asked.set(path, (asked.get(path) ?? 0) + 1);
  });

  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.locator('#last-screen').getByText(balance, { exact: true })).toBeVisible();
  await expect.poll(() => [...asked.keys()].sort()).toEqual([...FIRST_CALLS].sort());
  const sent = await page.evaluate(
    () =>
      (window as unknown as { callsSent: { path: string; painted: boolean; frames: number }[] }).callsSent,
  );
  const calls = sent.filter(({ path }) => path.startsWith('/api/'));
  expect(calls.map(({ path }) => path).sort()).toEqual([...FIRST_CALLS].sort());
  for (const call of calls) {
    expect(call.painted, call.path).toBe(true);
    expect(call.frames, call.path).toBeGreaterThanOrEqual(1);
  }
  // The kept screen's first banner was fetched while the page was parsed, and is drawn (after that frame).
  const banner = keptBanners(page).getByRole('img', { includeHidden: true }).first();
  const src = await banner.getAttribute('src');
  expect(sent.filter(({ path }) => !path.startsWith('/api/'))).toEqual([
    { path: src, painted: false, frames: 0 },
  ]);
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);

  release();
  await expect(page.getByRole('region', { name: 'موجودی کل' }).getByText(AMOUNT)).toBeVisible();
  await expect(page.locator('#last-screen')).toHaveCount(0);
  for (const path of FIRST_CALLS) expect(asked.get(path), path).toBe(1);
});

test('logging out forgets the kept dashboard: the next start paints nothing of the account', async ({
  page,
}) => {
  await useTheWalletOnce(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'خروج از حساب' }).click();
  await page
    .getByRole('dialog', { name: 'از حساب خارج می‌شوید؟' })
    .getByRole('button', { name: 'خروج از حساب' })
    .click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('wallet:lastScreen'))).toBeNull();
});

test('with a PIN set, a start paints nothing of the account before the app has decided whether to lock', async ({
  page,
}) => {
  await useTheWalletOnce(page);
  await page.goto('/profile/pin');
  await page.getByRole('button', { name: /تعیین رمز/ }).click();
  await typePin(page, '1357');
  await typePin(page, '1357');
  await expect(page.getByText('رمز تعیین شد.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'موجودی کل' }).getByText(AMOUNT)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('wallet:lastScreen')), { timeout: 10_000 })
    .not.toBeNull();
  const release = await holdTheApp(page);

  // The early script sends the start's first calls, then paints (once the page is parsed) or does not.
  const earlyCall = page.waitForRequest((request) => request.url().endsWith('/api/v1/utils/global-configs'));
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await earlyCall;
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.locator('#last-screen')).toHaveCount(0);
  await expect(page.getByText(AMOUNT)).toHaveCount(0);

  release();
  await expect(page.getByRole('region', { name: 'موجودی کل' }).getByText(AMOUNT)).toBeVisible();
});

test("the kept dashboard names the page's own stylesheet, not a screen's added since, and a release that changed only code still paints it", async ({
  page,
}) => {
  const balance = await useTheWalletOnce(page);
  // The coin page adds its chart's stylesheet; the dashboard kept after it, in the same page, names only the page's.
  await page.getByRole('navigation', { name: 'اصلی' }).getByRole('link', { name: 'بازار' }).click();
  await page.getByLabel('جستجوی ارز').fill('BTC');
  await page.getByRole('list', { name: 'ارزها' }).getByRole('link').first().click();
  await expect(page).toHaveURL('/coin/BTC');
  await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).not.toHaveCount(0);
  await page.evaluate(() => localStorage.removeItem('wallet:lastScreen'));
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('region', { name: 'موجودی کل' }).getByText(balance)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('wallet:lastScreen')), { timeout: 10_000 })
    .not.toBeNull();
  const kept = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('wallet:lastScreen')!) as { value: { styles: string } }).value,
  );
  expect(kept.styles).toBe(await ownStylesheet(page));

  await nextRelease(page, otherCode);
  await holdTheApp(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.locator('#last-screen').getByText(balance, { exact: true })).toBeVisible();
  await expect(page.locator(`script[type="module"][src="${NEXT_ENTRY}"]`)).toHaveCount(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** The painted dashboard's banners: the layer is hidden from assistive technology, so hidden parts count. */
const keptBanners = (page: Page) =>
  page.locator('#last-screen').getByRole('region', { name: 'بنرها', includeHidden: true });

/** Where the painted dashboard's parts are drawn, once the page's fonts are in. */
async function paintedLayout(page: Page, balance: string) {
  await page.evaluate(() => document.fonts.ready);
  const painted = page.locator('#last-screen');
  const parts = [
    painted.getByText(balance, { exact: true }),
    keptBanners(page),
    painted.getByRole('heading', { name: 'ارزهای مورد علاقه', includeHidden: true }),
    painted.getByRole('status', { includeHidden: true }),
    painted.getByRole('navigation', { name: 'اصلی', includeHidden: true }),
  ];
  return Promise.all(parts.map((part) => part.first().boundingBox()));
}

test('a release whose styles changed paints the kept dashboard under the styles it was drawn with, kept beside it, where it drew each part', async ({
  page,
}) => {
  const balance = await useTheWalletOnce(page);
  const keptStyles = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('wallet:keptStyles')!) as { value: { styles: string } }).value,
  );
  expect(keptStyles.styles).toBe(await ownStylesheet(page));
  await holdTheApp(page);
  // The same release paints it under the page's own styles: where each part is drawn.
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.locator('#last-screen').getByText(balance, { exact: true })).toBeVisible();
  const underTheSameStyles = await paintedLayout(page, balance);
  expect(underTheSameStyles.every((box) => box !== null && box.width > 0)).toBe(true);

  // The shadow root's stylesheet is inline: the policy allows it ('unsafe-inline' styles), with no violation.
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
  });
  await nextRelease(page, otherStyles);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  expect(await ownStylesheet(page)).toMatch(/\/assets\/index-Changed\.css$/);
  const painted = page.locator('#last-screen');
  await expect(painted.getByText(balance, { exact: true })).toBeVisible();
  await expect(painted.getByText('در حال به‌روزرسانی…')).toBeVisible();
  expect(await painted.evaluate((layer) => layer.shadowRoot !== null)).toBe(true);
  expect(await paintedLayout(page, balance)).toEqual(underTheSameStyles);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('painted-under-kept-styles.png') });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test("a release whose styles changed paints nothing of a kept dashboard without its styles: its markup may not match the page's", async ({
  page,
}) => {
  await useTheWalletOnce(page);
  await page.evaluate(() => localStorage.removeItem('wallet:keptStyles'));
  // Only the styles differ: the same code would paint its own kept screen.
  await nextRelease(page, otherStyles);
  await holdTheApp(page);
  const earlyCall = page.waitForRequest((request) => request.url().endsWith('/api/v1/utils/global-configs'));
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await earlyCall;
  await page.waitForFunction(() => document.readyState !== 'loading');
  expect(await ownStylesheet(page)).toMatch(/\/assets\/index-Changed\.css$/);
  await expect(page.locator('#last-screen')).toHaveCount(0);
  await expect(page.getByText(AMOUNT)).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
