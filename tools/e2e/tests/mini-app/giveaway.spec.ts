import { expect, test, type Browser, type Page } from '@playwright/test';
import { preparePayer } from '../support/invoice';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { advanceClock, logInAsTelegramUser, SANDBOX_URL, sandboxNow } from '../support/sandbox';
import { BANNER_PNG, botChatOf, groupOf } from '../support/telegram-chats';

// A giveaway in the local Telegram, in Persian: made in the mini-app's form (banner, prizes, the group as the chat to
// be a member of), paid on its invoice page, shared into the group through the bot's prepared message; three new
// users tap it there and join in the mini-app; it is drawn at its end on the sandbox clock, and each winner is
// told by the bot in their chat with it.

const HEADERS = { 'x-platform': 'WEB', 'x-os': 'LINUX' };
/** The local Telegram's demo group, which every new user of the host joins. */
const GROUP_ID = '-1001000000001';
/** A call of the API as the user, which must answer 200; answers its result. */
async function call(token: string, method: string, path: string): Promise<unknown> {
  const answer = await fetch(`${SANDBOX_URL}${path}`, {
    method,
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBe(200);
  return ((await answer.json()) as { result: unknown }).result;
}

/**
 * The creator's form in the mini-app: the title in markdown, the banner, an hour, two winners of 5,000 Toman typed in
 * Persian digits, the group by its id; then its invoice paid from the Toman balance, back on the giveaway's page.
 */
async function createInTheApp(page: Page): Promise<string> {
  await openInApp(page, '/shop/giveaway/new');
  const wallet = app(page);
  await wallet.getByLabel('عنوان').fill('**قرعه‌کشی** دوستان کیف پول');
  await expect(wallet.locator('strong', { hasText: 'قرعه‌کشی' })).toBeVisible();
  await wallet
    .getByLabel('بنر')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: BANNER_PNG });
  await expect(wallet.getByRole('img', { name: 'بنر', exact: true })).toBeVisible();
  await wallet.getByRole('button', { name: '۱ ساعت' }).click();
  await wallet.getByLabel('ارز').selectOption('IRT');
  await wallet.getByLabel('برندگان').fill('۲');
  await wallet.getByLabel('جایزهٔ هر نفر').fill('۵۰۰۰');
  await expect(wallet.getByText('کل جایزه: ۱۰٬۰۰۰ تومان')).toBeVisible();
  await wallet.getByRole('button', { name: /افزودن کانال یا گروه/ }).click();
  await wallet.getByLabel('کانال یا گروه ۱').fill(GROUP_ID);
  await wallet.getByRole('button', { name: 'ساخت و پرداخت' }).click();
  await wallet.getByRole('button', { name: /موجودی تومانی/ }).click();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(wallet.getByText('باز برای شرکت', { exact: true })).toBeVisible({ timeout: 15_000 });
  // The group's preview name, as Telegram's getChat gave it, and the banner served by the API inside Telegram.
  await expect(wallet.getByText('Wallet friends').first()).toBeVisible();
  const banner = wallet.getByRole('img', { name: 'بنر قرعه‌کشی' });
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  return new URL(await wallet.locator('body').evaluate(() => location.href)).searchParams.get('id')!;
}

/** The app's Share: the bot prepares the message and the host's dialog (Telegram's) sends it to the group. */
async function shareIntoGroup(page: Page): Promise<void> {
  await groupOf(page);
  const prepared = page.waitForResponse((answer) => answer.url().endsWith('/prepared-message'));
  await app(page).getByRole('button', { name: 'اشتراک‌گذاری', exact: true }).click();
  expect((await prepared).status()).toBe(200);
  await page.getByRole('dialog', { name: 'Share message' }).getByRole('button', { name: 'Send' }).click();
  await expect(app(page).getByText('قرعه‌کشی فرستاده شد.')).toBeVisible();
}

/** A new Telegram user in a window of their own taps the giveaway's message in the group and joins it. */
async function joinFromTheGroup(browser: Browser, giveawayId: string) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const telegramId = await launchNewUser(page);
  const messages = await groupOf(page);
  const message = messages.getByRole('listitem').filter({ hasText: '🎉' }).last();
  await expect(async () => {
    // The group is read again after each tap in the panel, so the share shows within a moment.
    await expect(message).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel('start_param').fill('');
  await message.getByRole('button', { name: 'باز کردن', exact: true }).click();
  await expect(page.getByLabel('start_param')).toHaveValue(`g-${giveawayId}`);
  await expect(app(page).getByText('Wallet friends').first()).toBeVisible({ timeout: 15_000 });
  await app(page).getByRole('button', { name: 'شرکت', exact: true }).click();
  await expect(app(page).getByText('شما شرکت کرده‌اید')).toBeVisible();
  return { page, telegramId, token: await logInAsTelegramUser(telegramId) };
}

test('[SHOP-09] in the local Telegram a giveaway made in the app for the group is shared there, joined by three new users, drawn at its end, and the bot tells each winner', async ({
  page,
  browser,
}) => {
  test.setTimeout(4 * 60_000);
  const creator = await launchNewUser(page);
  await preparePayer(await logInAsTelegramUser(creator), '100000');
  const giveawayId = await createInTheApp(page);
  await shareIntoGroup(page);

  const players = [];
  for (let i = 0; i < 3; i++) players.push(await joinFromTheGroup(browser, giveawayId));
  const { endsAt } = (await call(players[0]!.token, 'GET', `/v1/giveaway/${giveawayId}`)) as {
    endsAt: string;
  };

  // The sandbox clock passes the end: the draw pays two of the three.
  await advanceClock(Math.ceil((Date.parse(endsAt) - (await sandboxNow())) / 1000) + 60);
  const won = [];
  for (const player of players) {
    const seen = (await call(player.token, 'GET', `/v1/giveaway/${giveawayId}`)) as {
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

  // The creator finds it drawn in their list, and its page shows the draw and its proof.
  await openInApp(page, '/shop/giveaway');
  await app(page)
    .getByRole('link', { name: /قرعه‌کشی دوستان کیف پول/ })
    .click();
  await expect(app(page).getByText('بررسی قرعه‌کشی')).toBeVisible({ timeout: 15_000 });
});
