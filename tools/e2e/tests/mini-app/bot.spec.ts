import { expect, test } from '@playwright/test';
import { app, launchNewUser } from '../support/mini-app';

// The bot, running against the local Telegram: a new user meets it in its chat, in Persian, and its buttons open
// the mini-app as that user, with the start parameter a link carries.

test('a new user starts the bot in Persian, and its buttons and menu button open the mini-app', async ({
  page,
}) => {
  await launchNewUser(page);
  const chats = page.getByRole('region', { name: 'Chats' });
  const messages = chats.getByRole('list', { name: 'Messages' });
  await expect(chats.getByRole('combobox', { name: 'Chat' })).toHaveValue(/^71\d{7}$/);

  // The bot set its menu button to the mini-app when it started.
  await expect(chats.getByRole('button', { name: 'کیف پول', exact: true })).toBeVisible({ timeout: 15_000 });

  await chats.getByLabel('Write a message').fill('/start p-history');
  await chats.getByRole('button', { name: 'Send message' }).click();
  const linkAnswer = messages.getByRole('listitem').filter({ hasText: 'این پیوند شما را به کیف پول می‌برد' });
  await expect(linkAnswer).toBeVisible({ timeout: 15_000 });
  await linkAnswer.getByRole('button', { name: 'باز کردن کیف پول' }).click();
  await expect(page.getByLabel('App state')).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'تراکنش‌ها' })).toBeVisible();

  await chats.getByLabel('Write a message').fill('/start');
  await chats.getByRole('button', { name: 'Send message' }).click();
  const welcome = messages.getByRole('listitem').filter({ hasText: 'به کیف پول خوش آمدید' });
  await expect(welcome).toBeVisible({ timeout: 15_000 });
  await welcome.getByRole('button', { name: 'باز کردن کیف پول' }).click();
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
});

test("in the group, the bot's inline mode offers a user with nothing to share a way to make a cheque", async ({
  page,
}) => {
  await launchNewUser(page);
  const chats = page.getByRole('region', { name: 'Chats' });
  await expect(
    chats.getByRole('combobox', { name: 'Chat' }).getByRole('option', { name: 'Wallet friends' }),
  ).toBeAttached();
  await chats.getByRole('combobox', { name: 'Chat' }).selectOption({ label: 'Wallet friends' });
  await chats.getByLabel('Inline query').fill('');
  await chats.getByRole('button', { name: 'Ask the bot' }).click();
  const results = chats.getByRole('list', { name: 'Inline results' });
  await expect(results).toContainText('No results', { timeout: 15_000 });
  await results.getByRole('button', { name: 'ساخت چک یا قرعه‌کشی' }).click();
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
});
