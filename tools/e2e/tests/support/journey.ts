import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { OWN_CARD_TYPED, OWN_IBAN_TYPED } from './rial-cards';
import { seePaidToTheIban } from './rial-withdraw';
import { advanceClock } from './sandbox';
import { confirmSwap, reviewSwap, sumOf, type ExecutedOrder } from './swap';

// A new user's journey by taps from the dashboard, shared by the web and mini-app specs: the app in Persian,
// `host` the buttons the host draws (the shell's own in the browser, Telegram's inside the mini-app).

type App = Page | FrameLocator;

export interface Host {
  /** The host's main button, found by its text. */
  mainButton: (name: string) => Locator;
  /** The host's back button. */
  back: Locator;
}

export const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
/** What the gateway deposit brings in, and the swap and the Toman withdrawal take out of it. */
const DEPOSIT = { typed: '۱۰۰۰۰۰۰۰', shown: '۱۰٬۰۰۰٬۰۰۰ تومان' };
const SWAP = { typed: '۲۵۰۰۰۰۰', leftShown: '۷٬۵۰۰٬۰۰۰ تومان' };
/** 2,000,000 Toman and the 1,000 Toman fee on top leave 5,499,000. */
const TOMAN_OUT = {
  typed: '۲۰۰۰۰۰۰',
  shown: '۲٬۰۰۰٬۰۰۰ تومان',
  withFeeShown: '۲٬۰۰۱٬۰۰۰ تومان',
  leftShown: '۵٬۴۹۹٬۰۰۰ تومان',
};
/** 10 Tether reach the address; the Tron network's fee of 1 comes on top. */
const COIN_OUT = { typed: '10', total: '11' };

/** A decimal as the app writes it in fa: Persian digits and the Persian decimal point (under a thousand). */
export const persian = (decimal: string) =>
  decimal.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!).replace('.', '٫');

const dashboardOf = (app: App) => app.getByRole('heading', { name: 'موجودی کل' });
const holdingsOf = (app: App) => app.getByRole('list', { name: 'دارایی‌های شما' });
const tomanRow = (app: App) => holdingsOf(app).getByRole('link').first();
const tetherRow = (app: App) => holdingsOf(app).getByRole('link', { name: /تتر/ });

/**
 * Leaves a finished flow as a user does: the bottom navigation's wallet tab where it shows, else the host's
 * back button, until the dashboard is there.
 */
export async function backToTheDashboard(app: App, host: Host): Promise<void> {
  const dashboard = dashboardOf(app);
  const walletTab = app.getByRole('navigation', { name: 'اصلی' }).getByRole('link', { name: 'کیف پول' });
  // The back button may be drawn outside the app's frame (Telegram's), so each is looked for on its own.
  const shown = async () =>
    (await dashboard.isVisible()) || (await walletTab.isVisible()) || (await host.back.isVisible());
  for (let taps = 0; taps < 6; taps++) {
    await expect.poll(shown).toBe(true);
    if (await dashboard.isVisible()) return;
    // The page being left, by its text: the next tap waits until it has gone, so no tap goes back twice.
    const leaving = await app.getByRole('main').first().innerText();
    await ((await walletTab.isVisible()) ? walletTab : host.back).click();
    await expect(app.getByRole('main').first()).not.toHaveText(leaving);
  }
  await expect(dashboard).toBeVisible();
}

/**
 * Receive → Toman → the bank gateway, which first asks for a card: its link opens the card form and comes back
 * to the gateway once the card is added; the amount is typed and the host's button leaves for the bank.
 */
export async function addCardOnTheWayToTheGateway(app: App, host: Host): Promise<void> {
  await app.getByRole('link', { name: 'دریافت' }).click();
  await app.getByRole('link', { name: /تومان/ }).click();
  await expect(app.getByText('ارسال ارز به بیرون ۷۲ ساعت منتظر می‌ماند')).toBeVisible();
  await app.getByRole('link', { name: /درگاه بانکی/ }).click();
  await expect(app.getByText('ابتدا یک کارت بانکی اضافه کنید')).toBeVisible();
  await app.getByRole('link', { name: 'افزودن کارت بانکی' }).click();
  const entry = app.getByRole('dialog', { name: 'کارت بانکی جدید' });
  await entry.getByLabel('شماره کارت').fill(OWN_CARD_TYPED);
  await entry.getByRole('button', { name: 'ادامه' }).click();
  await app
    .getByRole('dialog', { name: 'این کارت اضافه شود؟' })
    .getByRole('button', { name: 'افزودن', exact: true })
    .click();
  await expect(app.getByRole('heading', { name: 'واریز با درگاه بانکی' })).toBeVisible();
  await expect(app.getByLabel('کارت پرداخت')).toContainText('7828');
  await app.getByLabel('مبلغ واریز').fill(DEPOSIT.typed);
  await host.mainButton('رفتن به درگاه').click();
}

/** Back from the bank's page: the deposit succeeded, and the dashboard's Toman row holds it. */
export async function seeTheDeposit(app: App, host: Host): Promise<void> {
  await expect(app.getByText('واریز موفق بود')).toBeVisible({ timeout: 15_000 });
  await host.mainButton('بازگشت به کیف پول').click();
  await expect(dashboardOf(app)).toBeVisible();
  await expect(tomanRow(app)).toContainText(DEPOSIT.shown);
}

/**
 * The Toman row → its page → Swap: Toman to Tether, the 72-hour lock and its end told before confirming; the
 * transaction shows what arrived and the dashboard both balances. Answers the lock's end as the app wrote it.
 */
export async function swapTomanToTether(
  app: App,
  host: Host,
  orders: readonly ExecutedOrder[],
): Promise<{ until: string; bought: string }> {
  await tomanRow(app).click();
  await app.getByRole('link', { name: 'تبدیل', exact: true }).click();
  await reviewSwap(app, host.mainButton, SWAP.typed);
  const told = app.getByText(/ارزی که می‌گیرید از .+ قابل ارسال به بیرون از کیف پول است/);
  await expect(told).toBeVisible();
  const until = /از (.+) قابل ارسال/.exec((await told.textContent()) ?? '')?.[1];
  expect(until).toBeTruthy();
  await confirmSwap(app, host.mainButton);
  await expect.poll(() => orders.length).toBe(1);
  const bought = orders[0]!.destinationAmount;
  await app.getByRole('link', { name: 'مشاهده تراکنش' }).click();
  await expect(app.getByRole('heading', { name: 'تبدیل IRT به USDT' })).toBeVisible();
  await expect(app.getByRole('region', { name: 'جزئیات' })).toContainText(`+${persian(bought)}`);

  await backToTheDashboard(app, host);
  await expect(tomanRow(app)).toContainText(SWAP.leftShown);
  await expect(tetherRow(app)).toContainText(persian(bought));
  return { until: until!, bought };
}

/**
 * Send → a crypto address → Tether → Tron: the send page says until when the lock holds, and opens by itself
 * once the sandbox's clock has passed it.
 */
export async function waitPastTheLockOnTheSendPage(app: App, until: string): Promise<void> {
  await app.getByRole('link', { name: 'ارسال' }).click();
  await app.getByRole('link', { name: /به آدرس کیف پول/ }).click();
  await app.getByRole('link', { name: /تتر/ }).click();
  await app.getByRole('listitem').filter({ hasText: 'Tron (TRC20)' }).getByRole('link').click();
  await expect(app.getByRole('alert')).toContainText(`برداشت یا ارسال ارز از ${until} دوباره ممکن می‌شود`);
  const amount = app.getByLabel('مقداری که به آدرس می‌رسد');
  await expect(amount).toHaveCount(0);
  await advanceClock(72 * 3600 + 60);
  await expect(amount).toBeVisible({ timeout: 20_000 });
}

/**
 * On the open send page: 10 Tether to an outside Tron address, 11 with the fee; `confirmOut` meets what the
 * first money out asks (the offer of a PIN). The withdrawal is registered, and the dashboard holds 11 less.
 */
export async function sendTetherOut(
  app: App,
  host: Host,
  bought: string,
  confirmOut: () => Promise<void>,
): Promise<void> {
  await app.getByLabel('مقداری که به آدرس می‌رسد').fill(COIN_OUT.typed);
  await host.mainButton('ادامه').click();
  await app.getByLabel('آدرس', { exact: true }).fill(TRON_ADDRESS);
  await host.mainButton('ادامه').click();
  const terms = app.getByRole('region', { name: 'برداشت' });
  await expect(terms).toContainText(TRON_ADDRESS);
  await expect(terms).toContainText(`${persian(COIN_OUT.total)} USDT`);
  await host.mainButton('ارسال').click();
  await confirmOut();
  const progress = app.getByRole('list', { name: 'مراحل' });
  await expect(progress.locator('[aria-current="step"]')).toHaveText('ثبت شد');
  await backToTheDashboard(app, host);
  await expect(tetherRow(app)).toContainText(persian(sumOf(bought, `-${COIN_OUT.total}`)));
}

/**
 * The Toman withdrawal, reached by `way`: the Toman row → Withdraw, or Send → Toman to a bank account. It first
 * asks for an IBAN: the host's button opens the IBAN form, which comes back to the withdrawal once it is added;
 * 2,000,000 Toman go to it, `confirmOut` meets what is asked before money leaves, and the transaction shows it
 * paid. The dashboard holds it and the fee less.
 */
export async function withdrawTomanToANewIban(
  app: App,
  host: Host,
  way: 'tomanRow' | 'send',
  confirmOut: () => Promise<void>,
): Promise<void> {
  if (way === 'tomanRow') {
    await tomanRow(app).click();
    await app.getByRole('link', { name: 'برداشت', exact: true }).click();
  } else {
    await app.getByRole('link', { name: 'ارسال' }).click();
    await app.getByRole('link', { name: /تومان به حساب بانکی/ }).click();
  }
  await host.mainButton('افزودن شبا').click();
  const ibanEntry = app.getByRole('dialog', { name: 'شبای جدید' });
  await ibanEntry.getByLabel('شماره شبا').fill(OWN_IBAN_TYPED);
  await ibanEntry.getByRole('button', { name: 'ادامه' }).click();
  await app
    .getByRole('dialog', { name: 'این شبا اضافه شود؟' })
    .getByRole('button', { name: 'افزودن', exact: true })
    .click();
  await expect(app.getByRole('heading', { name: 'برداشت تومان', exact: true })).toBeVisible();
  await expect(app.getByLabel('به شبا')).toContainText('IR11 0170');
  await app.getByLabel('مقدار').fill(TOMAN_OUT.typed);
  await host.mainButton('ادامه').click();
  const card = app.getByRole('region', { name: 'برداشت', exact: true });
  await expect(card).toContainText('کارمزد');
  await expect(card).toContainText(TOMAN_OUT.shown);
  await host.mainButton('برداشت').click();
  await confirmOut();
  await expect(app.getByRole('heading', { name: 'برداشت تومان به شبا', exact: true })).toBeVisible();
  await seePaidToTheIban(app);
  await backToTheDashboard(app, host);
  await expect(tomanRow(app)).toContainText(TOMAN_OUT.leftShown);
}

/**
 * Transactions, from the dashboard: the Toman withdrawal newest with its fee, the coin sent out with its fee, the
 * swap by what arrived, and the deposit.
 */
export async function seeTheHistory(app: App, bought: string): Promise<void> {
  await app.getByRole('link', { name: 'تراکنش‌ها' }).click();
  const rows = app.getByRole('list', { name: 'تراکنش‌ها' }).getByRole('listitem');
  await expect(rows.first()).toContainText('برداشت تومان به شبا');
  await expect(rows.first()).toContainText(`−${TOMAN_OUT.withFeeShown}`);
  await expect(rows.filter({ hasText: `−${persian(COIN_OUT.total)} USDT` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `+${persian(bought)} USDT` })).toHaveCount(1);
  await expect(rows.filter({ hasText: DEPOSIT.shown })).toHaveCount(1);
}
