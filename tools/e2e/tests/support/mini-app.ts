import { expect, type FrameLocator, type Page } from '@playwright/test';

/** The wallet inside the local Telegram host's frame. */
export const app = (page: Page): FrameLocator => page.frameLocator('iframe[title="Mini app"]');

/**
 * Launches the mini-app as a Telegram account the wallet has never seen (the host's New user) and waits for
 * its dashboard; answers the account's Telegram id.
 */
export async function launchNewUser(page: Page): Promise<string> {
  await page.goto('/');
  const frame = page.locator('iframe[title="Mini app"]');
  // The host's buttons are drawn before its script runs: the first launch (a demo user in the frame) says the
  // script is there to hear the click.
  await expect(frame).toHaveAttribute('data-user', /^\d+$/);
  await page.getByRole('button', { name: 'New user' }).click();
  await expect(frame).toHaveAttribute('data-user', /^71\d{7}$/);
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  return (await frame.getAttribute('data-user'))!;
}

/**
 * Opens a path inside the mini-app, as a link in it would. Runs in the frame the locator finds, waiting for it,
 * so a frame the host has just launched again is not taken before it is there.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await app(page)
    .locator('body')
    .evaluate((_body, to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
}
