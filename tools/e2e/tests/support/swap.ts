import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { raiseToLevelOne } from './rial-cards';
import { advanceClock, SANDBOX_URL } from './sandbox';

// The swap journeys, shared by the web and mini-app specs: the app in Persian, the host's main button found
// by its text (the shell's own button in the browser, the host's inside Telegram).

type App = Page | FrameLocator;
type MainButton = (name: string) => Locator;

/** The swap token's lock (SWAP_TOKEN_LOCK_SECONDS), and a little more. */
const PAST_THE_LOCK_SECONDS = 25;

/** A level-1 user holding these amounts (credited through the sandbox's ledger control). */
export async function prepareTrader(token: string, credits: { token: string; amount: string }[]) {
  await raiseToLevelOne(token);
  for (const credit of credits) {
    const answer = await fetch(`${SANDBOX_URL}/__sandbox/ledger/credit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(credit),
    });
    expect(answer.status, 'the ledger credit control').toBe(200);
  }
}

/** What the user holds of a coin, as the API says. */
export async function holding(token: string, coin: string): Promise<string> {
  const answer = await fetch(`${SANDBOX_URL}/v2/assets/${coin}`, {
    headers: { authorization: `Bearer ${token}`, 'x-platform': 'WEB', 'x-os': 'LINUX' },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { result: { balance: { amount: { number: string } } } }).result.balance
    .amount.number;
}

/** Counts the price calls that lock a price (createSwapToken), from any frame of the page. */
export function countLocks(page: Page): () => number {
  let locks = 0;
  page.on('request', (request) => {
    if (
      request.url().endsWith('/v1/market/otc/price') &&
      request.postData()?.includes('"createSwapToken":true')
    ) {
      locks++;
    }
  });
  return () => locks;
}

/** An executed order as the API answered it: what left the balance and what reached it. */
export interface ExecutedOrder {
  sourceToken: string;
  sourceAmount: string;
  destinationToken: string;
  destinationAmount: string;
}

/** Collects the orders the app executes (200 answers of the order call), from any frame of the page. */
export function collectOrders(page: Page): ExecutedOrder[] {
  const orders: ExecutedOrder[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/v1/market/otc/order') || response.status() !== 200) return;
    orders.push(((await response.json()) as { result: ExecutedOrder }).result);
  });
  return orders;
}

const SCALE = 18;

/** A decimal string as an integer of 10^-18 units, so sums of amounts are exact. */
function units(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole + fraction.padEnd(SCALE, '0'));
}

/** The sum of decimal strings (a leading '-' subtracts), written as the API writes amounts. */
export function sumOf(...amounts: string[]): string {
  const total = amounts.reduce(
    (sum, amount) => (amount.startsWith('-') ? sum - units(amount.slice(1)) : sum + units(amount)),
    0n,
  );
  const digits = total.toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

const payField = (app: App) => app.getByLabel('مبلغ پرداختی شما', { exact: true });
const getField = (app: App) => app.getByLabel('دریافت می‌کنید', { exact: true });

/** On /swap: types what to pay, waits for what it gets, and locks the price (Review). */
export async function reviewSwap(app: App, mainButton: MainButton, amount: string): Promise<void> {
  await expect(app.getByRole('heading', { name: 'تبدیل' })).toBeVisible();
  await payField(app).fill(amount);
  await expect(getField(app)).not.toHaveValue('', { timeout: 10_000 });
  await mainButton('بررسی تبدیل').click();
  const details = app.getByRole('region', { name: 'جزئیات تبدیل' });
  await expect(details).toContainText('قیمت بازار');
  await expect(details).toContainText('اسپرد');
  await expect(details).toContainText('کارمزد');
  await expect(app.getByRole('timer', { name: 'زمان باقی‌مانده این قیمت' })).toBeVisible();
}

/**
 * Confirms the locked price and waits for the receipt. Other tests move the shared sandbox clock, so a price
 * may run out on the way and come back worse: then it is confirmed again, as the user would.
 */
export async function confirmSwap(app: App, mainButton: MainButton): Promise<void> {
  await mainButton('تأیید تبدیل').click();
  const receipt = app.getByRole('region', { name: 'رسید تبدیل' });
  const again = mainButton('تأیید قیمت جدید');
  await expect(receipt.or(again)).toBeVisible({ timeout: 15_000 });
  if (await again.isVisible()) await again.click();
  await expect(receipt).toContainText('تبدیل انجام شد', { timeout: 15_000 });
}

/**
 * SWAP-01 and SWAP-02 in the app: the tab opens on Toman → Tether; 1,000,000 Toman is swapped to Tether, then
 * 5 Tether back to Toman, each at the price confirmed; the first one's transaction names both coins and
 * shows the fee. The balances are checked by the spec (expectBalancesOfTheTwoSwaps).
 */
export async function swapTomanAndBack(
  app: App,
  mainButton: MainButton,
  goTo: (path: string) => Promise<void>,
): Promise<void> {
  await expect(app.getByRole('button', { name: 'ارزی که می‌پردازید: IRT' })).toBeVisible();
  await expect(app.getByRole('button', { name: 'ارزی که دریافت می‌کنید: USDT' })).toBeVisible();
  await reviewSwap(app, mainButton, '۱۰۰۰۰۰۰');
  await confirmSwap(app, mainButton);
  await app.getByRole('link', { name: 'مشاهده تراکنش' }).click();
  await expect(app.getByRole('heading', { name: 'تبدیل IRT به USDT' })).toBeVisible();
  await expect(app.getByRole('region', { name: 'جزئیات' })).toContainText('کارمزد');

  await goTo('/swap');
  await app.getByRole('button', { name: 'جابه‌جایی جهت تبدیل' }).click();
  await expect(app.getByRole('button', { name: 'ارزی که می‌پردازید: USDT' })).toBeVisible();
  await reviewSwap(app, mainButton, '5');
  await confirmSwap(app, mainButton);
}

/** A locked price that runs out before Confirm is priced again and the swap made once (the clock moved past the lock). */
export async function swapAfterTheLockRunsOut(
  app: App,
  mainButton: MainButton,
  locks: () => number,
): Promise<void> {
  await reviewSwap(app, mainButton, '500000');
  const before = locks();
  await advanceClock(PAST_THE_LOCK_SECONDS);
  await confirmSwap(app, mainButton);
  expect(locks()).toBeGreaterThan(before);
}

/** SWAP-03: an amount over the balance is refused on the page before any price is locked. */
export async function refuseOverBalance(app: App, mainButton: MainButton, locks: () => number) {
  await expect(app.getByRole('heading', { name: 'تبدیل' })).toBeVisible();
  await payField(app).fill('۵۰۰۰۰۰۰۰');
  await expect(app.getByRole('alert')).toHaveText('موجودی شما برای این تبدیل کافی نیست.');
  await expect(mainButton('بررسی تبدیل')).toBeDisabled();
  expect(locks()).toBe(0);
}

/**
 * After swapTomanAndBack from `toman` Toman: two orders were executed, 1,000,000 Toman to Tether and 5 Tether
 * back, and each balance is exactly what the orders confirmed.
 */
export async function expectBalancesOfTheTwoSwaps(token: string, toman: string, orders: ExecutedOrder[]) {
  await expect.poll(() => orders.length).toBe(2);
  const [toTether, back] = orders as [ExecutedOrder, ExecutedOrder];
  expect(toTether).toMatchObject({ sourceToken: 'IRT', destinationToken: 'USDT' });
  expect(sumOf(toTether.sourceAmount)).toBe('1000000');
  expect(back).toMatchObject({ sourceToken: 'USDT', destinationToken: 'IRT' });
  expect(sumOf(back.sourceAmount)).toBe('5');
  expect(sumOf(await holding(token, 'IRT'))).toBe(sumOf(toman, '-1000000', back.destinationAmount));
  expect(sumOf(await holding(token, 'USDT'))).toBe(sumOf(toTether.destinationAmount, '-5'));
}
