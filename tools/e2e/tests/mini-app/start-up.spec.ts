import { expect, test, type Page } from '@playwright/test';

const app = (page: Page) => page.frameLocator('iframe[title="Mini app"]');
/** The Telegram SDK's chunk: the mini-app loads it after its first paint. */
const TELEGRAM_SDK_CHUNK = /\/assets\/boot-[\w-]+\.js$/;
/** The dark palette's secondary background of the local host (tools/tg-host), as the browser reports it. */
const DARK_SECONDARY_BG = 'rgb(35, 46, 60)';

/** What the frame shows under the splash: whether index.html's splash is up, and the colours painted. */
async function paint(page: Page) {
  const frame = await (await page.locator('iframe[title="Mini app"]').elementHandle())?.contentFrame();
  return frame!.evaluate(() => {
    const splash = document.getElementById('splash');
    return {
      hasSplash: splash !== null,
      splashBackground: splash ? getComputedStyle(splash).backgroundColor : null,
      bodyBackground: getComputedStyle(document.body).backgroundColor,
    };
  });
}

test("inside Telegram the first paint comes before the Telegram SDK, in the messenger's colours, and keeps them when the SDK arrives", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await page.getByLabel('Theme').selectOption('dark');
  let releaseSdk: () => void = () => undefined;
  const sdkHeld = new Promise<void>((resolve) => (releaseSdk = resolve));
  let sdkRequests = 0;
  await page.route(TELEGRAM_SDK_CHUNK, async (route) => {
    sdkRequests++;
    await sdkHeld;
    await route.continue();
  });

  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect.poll(() => sdkRequests).toBe(1);
  await expect
    .poll(() => paint(page))
    .toMatchObject({ hasSplash: true, splashBackground: DARK_SECONDARY_BG });
  await expect(page.getByLabel('App state')).toHaveText('Loading');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeHidden();

  releaseSdk();
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  expect(await paint(page)).toEqual({
    hasSplash: false,
    splashBackground: null,
    bodyBackground: DARK_SECONDARY_BG,
  });
});

test('inside Telegram a first open whose connection drops before the Telegram SDK arrives starts once it does', async ({
  page,
}) => {
  let sdkRequests = 0;
  await page.route(TELEGRAM_SDK_CHUNK, (route) => {
    sdkRequests++;
    return sdkRequests === 1 ? route.abort('internetdisconnected') : route.continue();
  });
  await page.goto('/');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  expect(sdkRequests).toBe(2);
});
