import { expect, test, type Browser, type Page } from '@playwright/test';
import { preparePayer } from '../support/invoice';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { tomanBalance } from '../support/rial-gateway';
import { logInAsTelegramUser, SANDBOX_URL } from '../support/sandbox';
import { groupOf } from '../support/telegram-chats';

// A cheque spreading from chat to chat in the local Telegram, in Persian: user A makes and pays it in the
// mini-app and shares it into the group; B, new to the wallet, taps the message, solves the captcha and is
// credited, then shares their own link; C claims through B's message and B gets the referral prize; A's figures
// show both claims.

/** The answer of a captcha, as the sandbox knows it. */
async function captchaAnswer(captchaId: string): Promise<string> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/captcha/${captchaId}`);
  expect(answer.status, 'the captcha control').toBe(200);
  return ((await answer.json()) as { result: { answer: string } }).result.answer;
}

/** The app's Share: the bot prepares the message and the host's dialog (Telegram's) sends it to the group. */
async function shareIntoGroup(page: Page): Promise<void> {
  const prepared = page.waitForResponse((answer) => answer.url().endsWith('/prepared-message'));
  await app(page).getByRole('button', { name: 'اشتراک‌گذاری', exact: true }).click();
  expect((await prepared).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Share message' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(app(page).getByText('چک فرستاده شد.')).toBeVisible();
}

/**
 * A new Telegram user in a window of their own opens the group, taps the Open button of the message `from`
 * shared (the cheque's start code `code`), solves the captcha and is told the prize. Answers their window and
 * Telegram id.
 */
async function claimFromTheGroup(
  browser: Browser,
  code: string,
): Promise<{ page: Page; telegramId: string }> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const telegramId = await launchNewUser(page);
  const messages = await groupOf(page);
  const message = messages.getByRole('listitem').filter({ hasText: '🎁' }).last();
  const drawn = page.waitForResponse((answer) => answer.url().endsWith('/v1/ad-cheque/captcha/request'));
  await expect(async () => {
    // The group is read again after each tap in the panel, so the newest share shows within a moment.
    await expect(message).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel('start_param').fill('');
  // The message with this start code: its button carries it into the app's init data.
  await message.getByRole('button', { name: 'باز کردن', exact: true }).click();
  await expect(page.getByLabel('start_param')).toHaveValue(code);
  const { result } = (await (await drawn).json()) as { result: { captchaId: string } };
  await app(page)
    .getByLabel('نویسه‌های داخل تصویر')
    .fill(await captchaAnswer(result.captchaId));
  await app(page).getByRole('button', { name: 'دریافت', exact: true }).click();
  await expect(app(page).getByText(/گرفتید. به موجودی شما اضافه شد./)).toContainText('۱۰٬۰۰۰ تومان');
  return { page, telegramId };
}

test('[SHOP-07] [SHOP-08] in the local Telegram a cheque shared into the group is claimed by a new user, and again through their link, which pays them the referral prize', async ({
  page,
  browser,
}) => {
  test.setTimeout(4 * 60_000);
  const a = await launchNewUser(page);
  await preparePayer(await logInAsTelegramUser(a), '200000');

  // A makes a Toman cheque with a referral prize in the mini-app and pays its invoice from the Toman balance.
  await openInApp(page, '/shop/ad-cheque/new');
  const wallet = app(page);
  await wallet.getByLabel('ارز').selectOption('IRT');
  await wallet.getByLabel('کل جایزه').fill('۱۰۰۰۰۰');
  await wallet.getByLabel('جایزهٔ هر دریافت').fill('۱۰۰۰۰');
  await wallet.getByLabel('جایزهٔ معرفی', { exact: true }).fill('۵۰۰۰');
  await wallet.getByRole('button', { name: 'ساخت و پرداخت' }).click();
  await wallet.getByRole('button', { name: /موجودی تومانی/ }).click();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(wallet.getByText('فعال', { exact: true })).toBeVisible({ timeout: 15_000 });
  const chequeId = new URL(await wallet.locator('body').evaluate(() => location.href)).searchParams.get(
    'id',
  )!;

  // Shared into the group from the cheque's page.
  await groupOf(page);
  await shareIntoGroup(page);

  // B, new, taps it in the group and claims; the creator's own share carries no referrer.
  const b = await claimFromTheGroup(browser, `c-${chequeId}`);
  const bToken = await logInAsTelegramUser(b.telegramId);
  expect(await tomanBalance(bToken)).toBe(10_000);

  // B shares their own link into the group from the claim page.
  await groupOf(b.page);
  await shareIntoGroup(b.page);

  // C, new, claims through B's message, and B gets the referral prize.
  const c = await claimFromTheGroup(browser, `c-${chequeId}-r${await userIdOf(bToken)}`);
  expect(await tomanBalance(await logInAsTelegramUser(c.telegramId))).toBe(10_000);
  await expect.poll(() => tomanBalance(bToken)).toBe(15_000);

  // A's figures, still open, come to show both claims and the one referral prize.
  const figure = (label: string) =>
    wallet.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('دریافت‌ها')).toHaveText('۲', { timeout: 15_000 });
  await expect(figure('جایزه‌های معرفی پرداخت‌شده')).toHaveText('۱');
  await expect(figure('پرداخت‌شده')).toHaveText('۲۵٬۰۰۰ تومان');
});

/** The wallet's user id of a session, which a referral link names. */
async function userIdOf(token: string): Promise<string> {
  const answer = await fetch(`${SANDBOX_URL}/v1/user/whoami`, {
    headers: { authorization: `Bearer ${token}`, 'x-platform': 'WEB', 'x-os': 'LINUX' },
  });
  expect(answer.status, 'the user info').toBe(200);
  return ((await answer.json()) as { result: { id: string } }).result.id;
}
