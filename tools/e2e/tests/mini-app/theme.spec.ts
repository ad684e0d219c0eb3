import { expect, test, type Page } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';

/** The colour the app paints its page with (the kit's secondary background). */
const pageColour = (page: Page) =>
  app(page)
    .locator('body')
    .evaluate((body) => getComputedStyle(body).backgroundColor);

test("[THEME-01] inside Telegram a theme forced in settings wins over the host's colours; following the host again takes them back", async ({
  page,
}) => {
  await launchNewUser(page);
  // The host is light: its light grey.
  await expect.poll(() => pageColour(page)).toBe('rgb(239, 239, 244)');

  await openInApp(page, '/profile/settings');
  await app(page).getByLabel('پوسته').selectOption({ label: 'تیره' });
  await expect(app(page).locator('html')).toHaveAttribute('data-theme', 'dark');
  // The wallet's own dark palette, not the host's light colours under a dark theme.
  await expect.poll(() => pageColour(page)).toBe('rgb(15, 15, 15)');

  // The host turns dark; the forced theme still draws with the wallet's palette, not the host's blue-grey.
  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => pageColour(page)).toBe('rgb(15, 15, 15)');

  // Following the host again: its dark colours.
  await app(page).getByLabel('پوسته').selectOption({ label: 'مانند تلگرام' });
  await expect.poll(() => pageColour(page)).toBe('rgb(35, 46, 60)');
});
