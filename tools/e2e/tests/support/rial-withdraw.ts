import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { raiseToLevelOne } from './rial-cards';
import { advanceClock, SANDBOX_URL } from './sandbox';
import { sendWithoutPin } from './security';

/** The README's own IBAN of any level-1 user (Melli). */
export const OWN_IBAN = 'IR110170000000100000000002';

async function call(token: string, method: string, path: string, body?: unknown, headers = {}) {
  const answer = await fetch(`${SANDBOX_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await answer.json()) as { result?: unknown; codeString?: string };
  expect(answer.status, `${method} ${path}: ${json.codeString ?? ''}`).toBe(200);
  return json.result as Record<string, string>;
}

/**
 * Makes the user of this session one who can withdraw Toman: KYC level 1, `toman` Toman deposited through the
 * sandbox's bank, and OWN_IBAN registered. Answers the IBAN's id.
 */
export async function prepareWithdrawer(token: string, toman: string): Promise<string> {
  await raiseToLevelOne(token);
  await call(token, 'POST', '/__sandbox/fiat/deposit', { amount: toman });
  const iban = await call(token, 'POST', '/v1/bank/iban', { number: OWN_IBAN });
  return iban.id!;
}

/** A withdrawal made through the API (as from another device), to use up part of the day's limit. */
export async function withdrawElsewhere(token: string, ibanId: string, amount: string): Promise<void> {
  const preview = await call(token, 'GET', `/v1/bank/withdraw/preview?iban=${ibanId}&amount=${amount}`);
  await call(
    token,
    'POST',
    '/v1/bank/withdraw',
    { iban: ibanId, amount, fee: preview.fee },
    { 'idempotency-key': `e2e-${ibanId}-${amount}-${Date.now()}` },
  );
}

/**
 * The journey in Persian, in either host: on /rial-withdraw the registered IBAN is chosen, 2,000,000 Toman is
 * typed in Persian digits, the confirm page shows the fee and what the IBAN receives, and Withdraw opens the
 * transaction, which shows its progress.
 */
export async function withdrawToIban(app: Page | FrameLocator, mainButton: (name: string) => Locator) {
  await expect(app.getByRole('heading', { name: 'برداشت تومان', exact: true })).toBeVisible();
  await expect(app.getByLabel('به شبا')).toContainText('IR11 0170');
  await app.getByLabel('مقدار').fill('۲۰۰۰۰۰۰');
  await mainButton('ادامه').click();
  await expect(app.getByRole('heading', { name: 'تأیید برداشت', exact: true })).toBeVisible();
  const card = app.getByRole('region', { name: 'برداشت', exact: true });
  await expect(card).toContainText('کارمزد');
  await expect(card).toContainText('۱٬۰۰۰ تومان');
  await expect(card).toContainText('۲٬۰۰۰٬۰۰۰ تومان');
  await expect(card).toContainText('حداکثر ظرف ۱۰ دقیقه');
  await mainButton('برداشت').click();
  // A first money out with neither a PIN nor two-factor: the offer of a PIN, skipped, and the money goes.
  await sendWithoutPin(app);
  await expect(app.getByRole('heading', { name: 'برداشت تومان به شبا', exact: true })).toBeVisible();
  const progress = app.getByRole('region', { name: 'مراحل' });
  await expect(progress).toContainText('به شبا واریز می‌شود');
}

/** The form refuses an amount past what is left of the day's limit as it is typed, before any call. */
export async function refusedOverDailyLimit(app: Page | FrameLocator) {
  await expect(app.getByRole('heading', { name: 'برداشت تومان', exact: true })).toBeVisible();
  await app.getByLabel('مقدار').fill('60000000');
  await expect(app.getByRole('alert')).toContainText('از باقی‌ماندهٔ سقف روزانهٔ شما');
}

/**
 * RIAL-11 to the end: once the sandbox's bank has settled (within 10 minutes on its clock), the open
 * transaction shows its last step, paid to the IBAN, done, and no longer says when it will arrive.
 */
export async function seePaidToTheIban(app: Page | FrameLocator) {
  await advanceClock(11 * 60);
  const progress = app.getByRole('region', { name: 'مراحل' });
  const paid = progress.getByRole('listitem').filter({ hasText: 'واریز به شبا' });
  await expect(paid).toContainText('(انجام شد)', { timeout: 20_000 });
  await expect(progress).not.toContainText('به شبا واریز می‌شود');
}
