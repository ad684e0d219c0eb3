import { expect, test, type Page } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { logInAsTelegramUser, SANDBOX_URL } from '../support/sandbox';
import { botChatOf } from '../support/telegram-chats';

// The bot's messages as the user chooses them, in Persian: with "a deposit credited" turned off in the settings a
// Toman deposit brings no message; turned on again (Telegram asked to let the bot write), the next one does.

/** A Toman deposit reaching the user from the sandbox's bank. */
async function tomanDeposit(token: string, amount: string): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/fiat/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ amount }),
  });
  expect(answer.status, 'the bank deposit control').toBe(200);
}

/** Flips the deposit switch in the settings and waits for the server to keep it. */
async function setDepositMessages(page: Page, isOn: boolean): Promise<void> {
  const saved = page.waitForResponse(
    (answer) =>
      answer.url().endsWith('/v1/profile/notification-settings') && answer.request().method() === 'PUT',
  );
  const box = app(page).getByRole('checkbox', { name: 'واریز به کیف پول' });
  await expect(box).toBeChecked({ checked: !isOn });
  await box.click();
  expect((await saved).status()).toBe(200);
  await expect(box).toBeChecked({ checked: isOn });
}

test('a kind of bot message turned off in the settings is not sent, and is sent again once turned on', async ({
  page,
}) => {
  test.setTimeout(2 * 60_000);
  const telegramId = await launchNewUser(page);
  const token = await logInAsTelegramUser(telegramId);
  await openInApp(page, '/profile/settings');
  await expect(app(page).getByRole('heading', { name: 'پیام‌های ربات' })).toBeVisible({ timeout: 15_000 });

  await setDepositMessages(page, false);
  await tomanDeposit(token, '110000');
  await setDepositMessages(page, true);
  await tomanDeposit(token, '220000');

  // The bot sends its outbox in order: once the second deposit's message is there, the first would be too.
  const messages = await botChatOf(page, telegramId);
  await expect(messages.getByRole('listitem').filter({ hasText: '۲۲۰٬۰۰۰ تومان' })).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(messages.getByRole('listitem').filter({ hasText: '۱۱۰٬۰۰۰' })).toHaveCount(0);
  // Turning it on inside Telegram asked for the bot's leave to write, which the host gave.
  await expect(app(page).getByText('ربات می‌تواند در تلگرام برایتان پیام بفرستد.')).toBeVisible();
});
