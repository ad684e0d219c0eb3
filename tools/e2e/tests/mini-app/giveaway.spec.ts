import { expect, test, type Browser, type Page } from '@playwright/test';
import { preparePayer } from '../support/invoice';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { advanceClock, logInAsTelegramUser, SANDBOX_URL } from '../support/sandbox';

// A giveaway in the local Telegram, in Persian: made and paid by its creator, limited to the members of the group
// (Telegram answers membership), joined by three new users in the mini-app, drawn at its end on the sandbox clock,
// and each winner told by the bot in their chat with it.

const HEADERS = { 'x-platform': 'WEB', 'x-os': 'LINUX' };
/** The local Telegram's demo group, which every new user of the host joins. */
const GROUP_ID = '-1001000000001';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** The sandbox clock's now, which earlier specs may have moved on. */
async function sandboxNow(): Promise<number> {
  const answer = (await (await fetch(`${SANDBOX_URL}/__sandbox/health`)).json()) as {
    result: { now: string };
  };
  return Date.parse(answer.result.now);
}

/** A call of the API as the user, which must answer 200; answers its result. */
async function call(token: string, method: string, path: string, body?: BodyInit): Promise<unknown> {
  const answer = await fetch(`${SANDBOX_URL}${path}`, {
    method,
    headers: {
      ...HEADERS,
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      authorization: `Bearer ${token}`,
      'idempotency-key': crypto.randomUUID(),
    },
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBe(200);
  return ((await answer.json()) as { result: unknown }).result;
}

/** Made as the form sends it (multipart: dataString and the banner) and paid from the Toman balance. */
async function activeGiveaway(token: string): Promise<{ id: string; endsAt: string }> {
  const form = new FormData();
  form.set(
    'dataString',
    JSON.stringify({
      title: '**قرعه‌کشی** دوستان کیف پول',
      endsAt: new Date((await sandboxNow()) + 60 * 60_000).toISOString(),
      token: 'IRT',
      prizes: [{ count: 2, amount: '۵۰۰۰' }],
      limitations: [{ chat: GROUP_ID }],
    }),
  );
  form.set('banner', new Blob([PNG], { type: 'image/png' }), 'banner.png');
  const made = (await call(token, 'POST', '/v1/giveaway', form)) as {
    id: string;
    limitations: { previewName: string }[];
  };
  expect(made.limitations.map((limitation) => limitation.previewName)).toEqual(['Wallet friends']);
  const invoice = (await call(token, 'POST', `/v1/giveaway/${made.id}/pay`)) as { id: string };
  await call(
    token,
    'POST',
    `/v1/payment/invoice/${invoice.id}/pay`,
    JSON.stringify({ method: 'IRT_BALANCE' }),
  );
  const paid = (await call(token, 'GET', `/v1/giveaway/${made.id}`)) as { status: string; endsAt: string };
  expect(paid.status).toBe('ACTIVE');
  return { id: made.id, endsAt: paid.endsAt };
}

/** A new Telegram user in a window of their own opens the giveaway in the mini-app and joins it. */
async function joinAsNewUser(browser: Browser, giveawayId: string) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const telegramId = await launchNewUser(page);
  await openInApp(page, `/shop/giveaway?id=${giveawayId}`);
  await expect(app(page).getByText('Wallet friends').first()).toBeVisible({ timeout: 15_000 });
  await app(page).getByRole('button', { name: 'شرکت', exact: true }).click();
  await expect(app(page).getByText('شما شرکت کرده‌اید')).toBeVisible();
  return { page, telegramId, token: await logInAsTelegramUser(telegramId) };
}

/** The user's chat with the bot in the host's Chats panel. */
async function botChatOf(page: Page, telegramId: string) {
  const chats = page.getByRole('region', { name: 'Chats' });
  await chats.getByRole('combobox', { name: 'Chat' }).selectOption(telegramId);
  return chats.getByRole('list', { name: 'Messages' });
}

test('[SHOP-09] in the local Telegram a giveaway for the group is joined by three new users, drawn at its end, and the bot tells each winner', async ({
  page,
  browser,
}) => {
  test.setTimeout(4 * 60_000);
  const creator = await launchNewUser(page);
  const creatorToken = await logInAsTelegramUser(creator);
  await preparePayer(creatorToken, '100000');
  const giveaway = await activeGiveaway(creatorToken);

  const players = [];
  for (let i = 0; i < 3; i++) players.push(await joinAsNewUser(browser, giveaway.id));

  // The sandbox clock passes the end: the draw pays two of the three.
  await advanceClock(Math.ceil((Date.parse(giveaway.endsAt) - (await sandboxNow())) / 1000) + 60);
  const won = [];
  for (const player of players) {
    const seen = (await call(player.token, 'GET', `/v1/giveaway/${giveaway.id}`)) as {
      status: string;
      prizeWon: string;
    };
    expect(seen.status).toBe('DRAWN');
    won.push(seen.prizeWon);
  }
  expect([...won].sort()).toEqual(['0', '5000', '5000']);

  // Each winner finds the bot's message in their chat with it; the one who did not win finds none.
  const message = 'تبریک! در قرعه‌کشی برنده شدید: ۵٬۰۰۰ تومان به کیف پول شما واریز شد.';
  for (const [i, player] of players.entries()) {
    const messages = await botChatOf(player.page, player.telegramId);
    if (won[i] === '5000') {
      await expect(messages.getByRole('listitem').filter({ hasText: message })).toHaveCount(1, {
        timeout: 20_000,
      });
    } else {
      await expect(messages.getByRole('listitem').filter({ hasText: 'تبریک' })).toHaveCount(0);
    }
  }

  // The creator's page shows the draw and its proof.
  await openInApp(page, `/shop/giveaway?id=${giveaway.id}`);
  await expect(app(page).getByText('بررسی قرعه‌کشی')).toBeVisible({ timeout: 15_000 });
});
