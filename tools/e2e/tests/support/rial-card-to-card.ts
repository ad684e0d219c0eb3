import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { advanceClock, SANDBOX_URL } from './sandbox';

/** The README's demo card of a level-1 user (Melli) and the sandbox's card-to-card destination. */
export const OWN_MELLI_CARD = '6037991234567828';
export const DESTINATION_CARD_SHOWN = '5022 2910 0000 1014';

/** Registers one of the user's own cards through the API, as /profile/financial would. */
export async function registerCard(token: string, number: string): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/v1/bank/credit-card`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ number }),
  });
  expect(answer.status).toBe(200);
}

/**
 * On /rial-deposit/card in Persian, in either host: the amount, then the payment page with the card to send to.
 * `mainButton` finds the host's main button by its text.
 */
export async function startCardToCardPayment(
  app: Page | FrameLocator,
  mainButton: (name: string) => Locator,
  amount: string,
): Promise<void> {
  await expect(app.getByRole('heading', { name: 'کارت به کارت' })).toBeVisible();
  await expect(app.getByLabel('از کارت')).toContainText('6037 9912 3456 7828');
  await app.getByLabel('مقدار').fill(amount);
  await mainButton('ادامه').click();
  await expect(app.getByText(DESTINATION_CARD_SHOWN)).toBeVisible();
  await expect(app.getByRole('timer', { name: 'زمان باقی‌مانده برای واریز' })).toBeVisible();
}

/** "I have transferred", the wait, and the bank's confirmation about a minute later on the sandbox clock. */
export async function confirmAndWaitForCredit(
  app: Page | FrameLocator,
  mainButton: (name: string) => Locator,
): Promise<void> {
  await mainButton('واریز کردم').click();
  await expect(app.getByText('در انتظار تأیید پرداخت از سوی بانک')).toBeVisible();
  await advanceClock(61);
}

/** Lets a shown payment run out of time (15 minutes on the sandbox clock) and checks the page says so. */
export async function letPaymentExpire(app: Page | FrameLocator): Promise<void> {
  await advanceClock(15 * 60 + 1);
  await expect(app.getByText('مهلت این پرداخت تمام شده است', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
}
