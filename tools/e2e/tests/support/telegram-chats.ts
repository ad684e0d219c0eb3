import { expect, type Locator, type Page } from '@playwright/test';

// The local Telegram's Chats panel as the specs use it: the demo group every new user joins, and a user's chat
// with the bot.

/** The host's chat panel, with the group chosen: its messages. */
export async function groupOf(page: Page): Promise<Locator> {
  const chats = page.getByRole('region', { name: 'Chats' });
  const chat = chats.getByRole('combobox', { name: 'Chat' });
  await expect(chat.getByRole('option', { name: 'Wallet friends' })).toBeAttached();
  await chat.selectOption({ label: 'Wallet friends' });
  return chats.getByRole('list', { name: 'Messages' });
}

/** The user's chat with the bot in the host's Chats panel: its messages. */
export async function botChatOf(page: Page, telegramId: string): Promise<Locator> {
  const chats = page.getByRole('region', { name: 'Chats' });
  await chats.getByRole('combobox', { name: 'Chat' }).selectOption(telegramId);
  return chats.getByRole('list', { name: 'Messages' });
}

/** A 4 × 2 PNG, for a giveaway's banner. */
export const BANNER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGM4IWcDRwzIHAB6SgkR8ZlAYwAAAABJRU5ErkJggg==',
  'base64',
);
