import { expect, test } from '@playwright/test';
import { preparePayer } from '../support/invoice';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { logInAsTelegramUser, SANDBOX_URL } from '../support/sandbox';

// Sharing an ad cheque through the bot, against the local Telegram: the mini-app's Share button has the bot
// prepare the cheque's message and Telegram's dialog sends it to the group; typing the bot's name in the group's
// inline box offers the same cheque, and posting it puts a second message with the same Open button there.

const HEADERS = { 'content-type': 'application/json', 'x-platform': 'WEB', 'x-os': 'LINUX' };

/** A call of the API as the user, which must answer 200; answers its result. */
async function call(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${SANDBOX_URL}${path}`, {
    method,
    headers: { ...HEADERS, authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, `${method} ${path}`).toBe(200);
  return ((await answer.json()) as { result: unknown }).result;
}

/** A Toman cheque of 10,000 a claim, paid from the user's Toman balance: ACTIVE. Answers its id. */
async function activeCheque(token: string): Promise<string> {
  const cheque = (await call(token, 'POST', '/v1/ad-cheque', {
    token: 'IRT',
    totalPrize: '50000',
    activationPrize: '10000',
    firstLayerReferralPrize: '0',
    secondLayerReferralPrize: '0',
  })) as { id: string };
  const invoice = (await call(token, 'POST', `/v1/ad-cheque/${cheque.id}/pay`)) as { id: string };
  await call(token, 'POST', `/v1/payment/invoice/${invoice.id}/pay`, { method: 'IRT_BALANCE' });
  const paid = (await call(token, 'GET', `/v1/ad-cheque/${cheque.id}`)) as { status: string };
  expect(paid.status).toBe('ACTIVE');
  return cheque.id;
}

test("a cheque shared from the mini-app lands in the group as the bot's message, and inline mode offers it", async ({
  page,
}) => {
  const telegramId = await launchNewUser(page);
  const token = await logInAsTelegramUser(telegramId);
  await preparePayer(token, '100000');
  const chequeId = await activeCheque(token);

  const chats = page.getByRole('region', { name: 'Chats' });
  const chat = chats.getByRole('combobox', { name: 'Chat' });
  await expect(chat.getByRole('option', { name: 'Wallet friends' })).toBeAttached();
  await chat.selectOption({ label: 'Wallet friends' });
  const messages = chats.getByRole('list', { name: 'Messages' });
  const chequeMessages = messages
    .getByRole('listitem')
    .filter({ hasText: '🎁 با این چک ۱۰٬۰۰۰ تومان هدیه بگیرید!' });

  // Share in the mini-app: the bot prepares the message, the host's dialog (Telegram's) sends it to the group.
  await openInApp(page, `/shop/ad-cheque/info?id=${chequeId}`);
  const prepared = page.waitForResponse((answer) =>
    answer.url().endsWith(`/v1/ad-cheque/${chequeId}/prepared-message`),
  );
  await app(page).getByRole('button', { name: 'اشتراک‌گذاری', exact: true }).click();
  expect((await prepared).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Share message' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(app(page).getByText('چک فرستاده شد.')).toBeVisible();
  await expect(chequeMessages).toHaveCount(1, { timeout: 15_000 });
  const shared = chequeMessages.first();
  await expect(shared).toContainText('via @wallet_sandbox_bot');
  await expect(shared.getByRole('button', { name: 'باز کردن', exact: true })).toBeVisible();

  // Inline mode in the group: the bot's name with nothing typed offers the user's cheque.
  await chats.getByLabel('Inline query').fill('');
  await chats.getByRole('button', { name: 'Ask the bot' }).click();
  const results = chats.getByRole('list', { name: 'Inline results' });
  const result = results.getByRole('button', { name: 'Post: چک هدیه ۱۰٬۰۰۰ تومان' });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await result.click();
  await expect(chequeMessages).toHaveCount(2, { timeout: 15_000 });
  await expect(chequeMessages.nth(1)).toContainText('via @wallet_sandbox_bot');

  // Both messages' Open button opens the mini-app on the cheque's start code (no referrer: the creator shared).
  for (const message of [shared, chequeMessages.nth(1)]) {
    await page.getByLabel('start_param').fill('');
    await message.getByRole('button', { name: 'باز کردن', exact: true }).click();
    await expect(page.getByLabel('start_param')).toHaveValue(`c-${chequeId}`);
    await expect(page.getByLabel('App state')).toHaveText('Ready');
  }
});
