import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { raiseToLevelOne } from './rial-cards';
import { advanceClock, SANDBOX_URL } from './sandbox';

// What the invoice journeys share in both hosts: a payer at KYC level 1 with Toman, a shop invoice made by the
// sandbox's stand-in for the shop, and the steps on /invoice and /invoice/card2card in Persian.

/** Raises the user to KYC level 1 and credits Toman through the ledger control. */
export async function preparePayer(token: string, toman: string): Promise<void> {
  await raiseToLevelOne(token);
  if (toman === '0') return;
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/ledger/credit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ token: 'IRT', amount: toman }),
  });
  expect(answer.status, 'the ledger credit control').toBe(200);
}

/** A Telegram Premium invoice for the user (a phone of theirs or their Telegram id); answers its id and code. */
export async function shopInvoice(
  who: { phone: string } | { telegramId: string },
  amount: string,
  expiresInMinutes = 30,
): Promise<{ id: string; code: string }> {
  const owner = 'phone' in who ? { phone: who.phone } : { telegramId: Number(who.telegramId) };
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/invoices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...owner, type: 'JETTON', item: 'TG-PREMIUM-3M', amount, expiresInMinutes }),
  });
  expect(answer.status, 'the shop invoice control').toBe(200);
  return ((await answer.json()) as { result: { id: string; code: string } }).result;
}

/** On /invoice: the invoice waits for payment with its code and product. */
export async function expectWaitingInvoice(app: Page | FrameLocator, code: string): Promise<void> {
  await expect(app.getByRole('heading', { name: 'در انتظار پرداخت' })).toBeVisible();
  await expect(app.getByText(code)).toBeVisible();
  await expect(app.getByText('تلگرام پریمیوم، ۳ ماهه')).toBeVisible();
}

/** Pays the whole invoice from the Toman balance through the main button; the shop's invoice is then delivered. */
export async function payFromBalance(app: Page | FrameLocator, mainButton: (name: string) => Locator) {
  await app.getByRole('button', { name: /موجودی تومانی/ }).click();
  await mainButton('پرداخت').click();
  await expect(app.getByRole('heading', { name: 'پرداخت و تحویل شد' })).toBeVisible();
  await expect(app.getByText('موجودی تومانی', { exact: true })).toBeVisible();
}

/**
 * Card to card from /invoice: the card page, the payment started, "I have transferred" and the bank's
 * confirmation about a minute later on the sandbox clock; the invoice is then paid.
 */
export async function payByCardToCard(app: Page | FrameLocator, mainButton: (name: string) => Locator) {
  await app.getByRole('button', { name: /^کارت به کارت/ }).click();
  await mainButton('ادامه').click();
  await expect(app.getByRole('heading', { name: 'پرداخت کارت به کارت' })).toBeVisible();
  await mainButton('شروع پرداخت').click();
  await expect(app.getByRole('timer', { name: 'زمان باقی‌مانده برای واریز' })).toBeVisible();
  await mainButton('واریز کردم').click();
  await expect(app.getByText('در انتظار تأیید پرداخت از سوی بانک')).toBeVisible();
  await advanceClock(61);
  await expect(app.getByRole('heading', { name: 'پرداخت و تحویل شد' })).toBeVisible({ timeout: 20_000 });
  await expect(app.getByText('کارت به کارت', { exact: true })).toBeVisible();
}

/** Lets an invoice run out of its time on the sandbox clock, then reads it again: it is canceled. */
export async function letInvoiceExpire(app: Page | FrameLocator, reload: () => Promise<unknown>) {
  await advanceClock(61);
  await reload();
  await expect(app.getByRole('heading', { name: 'لغوشده' })).toBeVisible({ timeout: 15_000 });
  await expect(app.getByText('این صورت‌حساب لغو شد')).toBeVisible();
}
