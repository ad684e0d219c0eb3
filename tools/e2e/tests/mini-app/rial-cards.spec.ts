import { expect, test, type Page } from '@playwright/test';
import { launchNewUser } from '../support/mini-app';
import { addCardsAndIban, raiseToLevelOne } from '../support/rial-cards';
import { logInAsTelegramUser } from '../support/sandbox';

const app = (page: Page) => page.frameLocator('iframe[title="Mini app"]');

test('[RIAL-03] in the mini-app a new user raised to level 1 adds a card, is refused a wrong one and someone else’s, and adds an IBAN', async ({
  page,
}) => {
  // Waits for the new account's frame: reading the user right after the click could still see the demo user.
  const telegramId = await launchNewUser(page);
  await raiseToLevelOne(await logInAsTelegramUser(telegramId));
  // Launched again, the app reads the new level.
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();

  await app(page).getByRole('link', { name: 'پروفایل' }).click();
  await app(page).getByRole('button', { name: 'کارت‌ها و شباهای بانکی' }).click();
  // The host's main button, outside the app's frame.
  await addCardsAndIban(app(page), (name) => page.getByRole('button', { name, exact: true }));
});
