import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { raiseToLevelOne } from './rial-cards';
import { advanceClock, SANDBOX_URL } from './sandbox';
import { sendWithoutPin } from './security';

// The express sell and express withdraw journeys, shared by the web and mini-app specs: the app in Persian,
// the host's main button found by its text.

type App = Page | FrameLocator;
type MainButton = (name: string) => Locator;

export const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

/** A level-1 user holding what `credit` lists (credited through the sandbox's ledger control). */
export async function prepareTrader(token: string, credit: Record<string, string>): Promise<void> {
  await raiseToLevelOne(token);
  for (const [coin, amount] of Object.entries(credit)) {
    const answer = await fetch(`${SANDBOX_URL}/__sandbox/ledger/credit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ token: coin, amount }),
    });
    expect(answer.status, 'the ledger credit control').toBe(200);
  }
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

/**
 * On /express-sell: the coin chosen on /express-sell/coins, 10 of it typed, the Toman it gives shown live; then
 * the locked price with its countdown and breakdown, Sell, and the receipt (EXP-04).
 */
export async function sellTenUsdt(app: App, mainButton: MainButton): Promise<void> {
  await expect(app.getByRole('heading', { name: 'فروش سریع' })).toBeVisible();
  await app.getByRole('button', { name: 'ارزی را برای فروش انتخاب کنید' }).click();
  await app.getByRole('region', { name: 'دارایی‌های شما' }).getByRole('button', { name: /USDT/ }).click();
  await app.getByLabel('مقدار فروش').fill('۱۰');
  await expect(app.getByText(/^حدود .+ تومان دریافت می‌کنید$/)).toBeVisible({ timeout: 15_000 });
  await mainButton('ادامه').click();
  const details = app.getByRole('region', { name: 'جزئیات فروش' });
  await expect(details).toBeVisible();
  await expect(details.getByText('قیمت بازار')).toBeVisible();
  await expect(details.getByRole('timer')).toBeVisible();
  await mainButton('فروش').click();
  await expect(app.getByRole('region', { name: 'رسید فروش' })).toBeVisible({ timeout: 15_000 });
  await expect(app.getByText('فروخته شد')).toBeVisible();
}

/**
 * On /express-withdraw: USDT on Tron, 12 for the address (the fee bought on top), the address; then the
 * confirmation with the Toman price, Buy and send, and the withdrawal followed until the network confirms it
 * (EXP-03): the sandbox moves withdrawals forward on its clock.
 */
export async function expressWithdrawUsdt(app: App, mainButton: MainButton): Promise<void> {
  await expect(app.getByRole('heading', { name: 'برداشت سریع' })).toBeVisible();
  await app.getByLabel('ارز').selectOption('USDT');
  await app.getByLabel('مقداری که به آدرس می‌رسد').fill('۵');
  await app.getByLabel('آدرس مقصد').fill(TRON_ADDRESS);
  await mainButton('ادامه').click();
  await expect(app.getByRole('alert').first()).toContainText('کمترین مقدار ارسال در این شبکه');
  await app.getByLabel('مقداری که به آدرس می‌رسد').fill('12');
  await mainButton('ادامه').click();

  await expect(app.getByRole('heading', { name: 'تأیید برداشت سریع' })).toBeVisible();
  await expect(app.getByText('قیمت به تومان')).toBeVisible({ timeout: 15_000 });
  await expect(app.getByRole('timer', { name: 'زمان باقی‌مانده با این قیمت' })).toBeVisible();
  await mainButton('خرید و ارسال').click();
  // A first money out with neither a PIN nor two-factor: the offer of a PIN, skipped, and the money goes.
  await sendWithoutPin(app);

  const progress = app.getByRole('list', { name: 'مراحل' });
  await expect(progress.locator('[aria-current="step"]')).toHaveText('ثبت شد', { timeout: 15_000 });
  await advanceClock(3600);
  // Confirmed by the network: the receipt's status says so and no step is left current.
  await expect(app.getByRole('heading', { name: 'تأیید شبکه' })).toBeVisible({ timeout: 20_000 });
  await expect(progress.locator('[aria-current="step"]')).toHaveCount(0);
}
