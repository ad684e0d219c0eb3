import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { confirmAndWaitForCredit, DESTINATION_CARD_SHOWN } from './rial-card-to-card';
import { raiseToLevelOne } from './rial-cards';
import { SANDBOX_URL } from './sandbox';

// The express buy journeys, shared by the web and mini-app specs: the app in Persian, the host's main button
// found by its text.

type App = Page | FrameLocator;
type MainButton = (name: string) => Locator;

/** A level-1 user holding `toman` Toman (credited through the sandbox's ledger control). */
export async function prepareBuyer(token: string, toman: string): Promise<void> {
  await raiseToLevelOne(token);
  if (toman === '0') return;
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/ledger/credit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ token: 'IRT', amount: toman }),
  });
  expect(answer.status, 'the ledger credit control').toBe(200);
}

/** What the user holds of a coin, as the API says. */
export async function balanceOf(token: string, coin: string): Promise<string> {
  const answer = await fetch(`${SANDBOX_URL}/v2/assets/${coin}`, {
    headers: { authorization: `Bearer ${token}`, 'x-platform': 'WEB', 'x-os': 'LINUX' },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { result: { balance: { amount: { number: string } } } }).result.balance
    .amount.number;
}

/** On /express-buy: types an amount in Toman and taps Continue. */
export async function typeAmount(app: App, mainButton: MainButton, amount: string): Promise<void> {
  await expect(app.getByRole('heading', { name: 'خرید فوری' })).toBeVisible();
  await app.getByLabel('مبلغ پرداختی').fill(amount);
  await mainButton('ادامه').click();
}

/**
 * Under the minimum and over the maximum, the field says so and nothing is priced (EXP-01); then an amount in
 * Persian digits within them opens the confirmation.
 */
export async function refuseOutOfBounds(app: App, mainButton: MainButton): Promise<void> {
  await typeAmount(app, mainButton, '۴۹۹۹');
  await expect(app.getByRole('alert')).toHaveText('کمترین مبلغ خرید فوری ۵٬۰۰۰ تومان است.');
  await typeAmount(app, mainButton, '200000001');
  await expect(app.getByRole('alert')).toHaveText('بیشترین مبلغ خرید فوری ۲۰۰٬۰۰۰٬۰۰۰ تومان است.');
}

/** On the confirmation: the locked price with its countdown, then Buy from the balance and the receipt. */
export async function buyFromBalance(app: App, mainButton: MainButton): Promise<void> {
  await expect(app.getByRole('region', { name: 'خرید شما' })).toBeVisible();
  await expect(app.getByRole('timer', { name: 'اعتبار قیمت' })).toBeVisible();
  await mainButton('خرید').click();
  await expectDelivered(app);
}

/** On the confirmation of a buy the balance does not cover: pay the rest by card to card. */
export async function chooseCardToCard(app: App, mainButton: MainButton): Promise<void> {
  await expect(app.getByRole('region', { name: 'پرداخت باقی‌مانده' })).toBeVisible();
  await mainButton('پرداخت با کارت به کارت').click();
}

/** On the card-to-card page of the buy's invoice: the user's registered card chosen, the payment started. */
export async function startInvoiceCardPayment(app: App, mainButton: MainButton): Promise<void> {
  await expect(app.getByLabel('کارت پرداخت‌کننده')).toContainText('6037 9912 3456 7828');
  await mainButton('شروع پرداخت').click();
  await expect(app.getByText(DESTINATION_CARD_SHOWN)).toBeVisible({ timeout: 15_000 });
}

/**
 * The invoice paid by card to card: the payment started, "I have transferred", and the bank's confirmation a
 * minute later on the sandbox clock.
 */
export async function payInvoiceByCard(app: App, mainButton: MainButton): Promise<void> {
  await startInvoiceCardPayment(app, mainButton);
  await confirmAndWaitForCredit(app, mainButton);
}

/** The receipt of a delivered buy. */
export async function expectDelivered(app: App): Promise<void> {
  await expect(app.getByRole('heading', { name: 'خریداری شد', exact: true })).toBeVisible({
    timeout: 15_000,
  });
}
