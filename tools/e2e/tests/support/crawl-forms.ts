import { expect, type Page } from '@playwright/test';
import { openAsLink, routeOf } from './crawl';
import { TRON_ADDRESS } from './express';
import { prepareBuyer, typeAmount } from './express-buy';
import { call } from './crawl-user';
import {
  fillPersonalInformation,
  markRegistryMismatch,
  newNationalId,
  sendPersonalInformation,
} from './kyc-level-1';
import { idCardImages, setUserLevel, takeLevel2Documents } from './kyc-level-2';
import { OWN_CARD_TYPED } from './rial-cards';
import { approveOnBankPage, fillNewContract } from './rial-direct-debit';
import { pressOnGateway } from './rial-gateway';
import { advanceClock, logInElsewhere, newPhone } from './sandbox';

// The routes a crawl by taps cannot reach: pages shown only after the user types into a form and continues,
// after money is sent, or in a state of the identity review. Each is reached here as a user reaches it, from a
// page the crawl reached by taps, by what that user types and taps there.

type Reached = Map<string, string>;

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Notes the route the page is on, answering its name. */
function noteHere(page: Page, reached: Reached, how: string): string | null {
  const url = new URL(page.url());
  const name = routeOf(url.pathname);
  if (name && !reached.has(name)) reached.set(name, `${url.pathname}${url.search} (${how})`);
  return name;
}

/** Waits until the page is on `route`, and notes it. */
async function arriveAt(page: Page, reached: Reached, route: string, how: string): Promise<void> {
  await expect.poll(() => routeOf(new URL(page.url()).pathname), { timeout: 20_000 }).toBe(route);
  noteHere(page, reached, how);
}

/** The path the crawl reached a route at: a way starts only where taps lead. */
function startOf(reached: Reached, route: string): string {
  const path = reached.get(route);
  expect(path, `${route} is reached by taps before the form on it is filled`).toBeDefined();
  return path!.split(' ')[0]!;
}

/** Logs the page in as another user, as the app starts for a returning user. */
export async function becomeUser(page: Page, token: string): Promise<void> {
  await page.evaluate(
    (user) => {
      localStorage.clear();
      localStorage.setItem('wallet:user', user);
    },
    JSON.stringify({ token, isSignup: false }),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /موجودی کل/ })).toBeVisible();
}

/** Before money leaves with neither a PIN nor two-factor, the offer of a PIN, skipped if the app makes it. */
async function skipPinOffer(page: Page): Promise<void> {
  const offer = page.getByRole('dialog', { name: 'از پول خود با رمز محافظت کنید' });
  const skip = offer.getByRole('button', { name: 'ارسال بدون رمز' });
  await skip.click({ timeout: 5000 }).catch(() => undefined);
}

/**
 * As the crawl's level-2 user, who holds Toman, Tether and an IBAN: a Toman withdrawal typed and continued to its
 * confirmation; a Tether transfer to a wallet user and a Tether withdrawal to an address, sent, to their receipts.
 */
export async function reachBehindSeasonedForms(page: Page, reached: Reached): Promise<void> {
  await openAsLink(page, startOf(reached, 'rialWithdraw'));
  await expect(page.getByLabel('به شبا')).toContainText('IR11 0170');
  await page.getByLabel('مقدار').fill('۲۰۰۰۰۰۰');
  await button(page, 'ادامه').click();
  await arriveAt(page, reached, 'rialWithdrawConfirm', 'an amount typed');

  const friend = newPhone();
  await logInElsewhere(friend);
  await openAsLink(page, startOf(reached, 'withdrawTypes'));
  await page.getByRole('link', { name: /به کاربر کیف پول/ }).click();
  await page.getByLabel('ارز').selectOption('USDT');
  await page.getByLabel('مقدار').fill('۱');
  await button(page, 'ادامه').click();
  await page.getByLabel('نام کاربری تلگرام یا شمارهٔ موبایل').fill(friend);
  await button(page, 'جستجو').click();
  await page.getByRole('list', { name: 'پیدا شد' }).getByRole('link').first().click();
  await button(page, 'ارسال').click();
  await skipPinOffer(page);
  await arriveAt(page, reached, 'internalTransferReceipt', '1 USDT sent to a wallet user');

  await openAsLink(page, startOf(reached, 'withdrawTypes'));
  await page.getByRole('link', { name: /به آدرس کیف پول/ }).click();
  await page.getByRole('link', { name: /تتر/ }).click();
  await page.getByRole('listitem').filter({ hasText: 'Tron (TRC20)' }).getByRole('link').click();
  await page.getByLabel('مقداری که به آدرس می‌رسد').fill('۱۰');
  await button(page, 'ادامه').click();
  await page.getByLabel('آدرس', { exact: true }).fill(TRON_ADDRESS);
  await button(page, 'ادامه').click();
  await button(page, 'ارسال').click();
  await skipPinOffer(page);
  await arriveAt(page, reached, 'externalTransferReceipt', '10 USDT sent to an address');
}

/** Logging out, from the profile, as the user asks and confirms it: the login page. */
export async function reachLogin(page: Page, reached: Reached): Promise<void> {
  await openAsLink(page, startOf(reached, 'profile'));
  await button(page, 'خروج از حساب').click();
  await page.getByRole('dialog').getByRole('button', { name: 'خروج از حساب' }).click();
  await arriveAt(page, reached, 'login', 'logged out from the profile');
}

/**
 * As a level-1 user with a bank card and no Toman: an express buy and an express withdraw typed, priced, and
 * their rest to pay by card to card.
 */
export async function reachBehindExpressForms(page: Page, reached: Reached): Promise<void> {
  const token = await logInElsewhere(newPhone());
  await prepareBuyer(token, '0');
  await call(token, 'POST', '/v1/bank/credit-card', { number: OWN_CARD_TYPED.replace(/\D/g, '') });
  await becomeUser(page, token);

  await openAsLink(page, startOf(reached, 'expressBuy'));
  await typeAmount(page, (name) => button(page, name), '150000');
  await arriveAt(page, reached, 'expressBuyConfirm', '150,000 Toman typed');
  await button(page, 'پرداخت با کارت به کارت').click();
  await arriveAt(page, reached, 'expressBuyCard2card', 'the rest paid by card');

  await openAsLink(page, startOf(reached, 'expressWithdraw'));
  await page.getByLabel('ارز').selectOption('USDT');
  await page.getByLabel('مقداری که به آدرس می‌رسد').fill('۱۲');
  await page.getByLabel('آدرس مقصد').fill(TRON_ADDRESS);
  await button(page, 'ادامه').click();
  await arriveAt(page, reached, 'expressWithdrawConfirm', '12 USDT and an address typed');
  await button(page, 'پرداخت با کارت').click();
  await arriveAt(page, reached, 'expressWithdrawCard2card', 'the price paid by card');
}

/**
 * As a user with a bank card: a gateway deposit paid on the bank's page, and a direct-debit contract approved on
 * the bank's page, each back at the app's page for what the bank answered.
 */
export async function reachBankReturns(page: Page, reached: Reached): Promise<void> {
  await openAsLink(page, startOf(reached, 'rialDepositGateway'));
  await page.getByLabel('مبلغ واریز').fill('۱۰۰۰۰۰');
  await button(page, 'رفتن به درگاه').click();
  await pressOnGateway(page, 'Pay');
  await arriveAt(page, reached, 'paymentResult', 'paid on the bank gateway');

  await openAsLink(page, startOf(reached, 'directDebitNew'));
  await fillNewContract(page, (name) => button(page, name));
  await approveOnBankPage(page);
  await arriveAt(page, reached, 'directDebitResult', 'the mandate approved at the bank');
}

/**
 * As a level-1 user: the ID card's photos chosen and the selfie video recorded with the camera, then continued to
 * the upload.
 */
export async function reachLevel2Upload(page: Page, reached: Reached): Promise<void> {
  const token = await logInElsewhere(newPhone());
  await setUserLevel(token, 'LEVEL_1_IR');
  await becomeUser(page, token);
  await openAsLink(page, startOf(reached, 'kycLevel2'));
  await takeLevel2Documents(page, (name) => button(page, name), await idCardImages(page));
  await arriveAt(page, reached, 'kycLevel2Upload', 'documents taken');
}

/**
 * The level-1 review's pages, as a new user meets them: the form filled and sent; the review followed from /kyc
 * while it is being checked; its answer arriving while the user waits; a refusal seen from /kyc; and a review
 * later than it should be.
 */
export async function reachLevel1Review(page: Page, reached: Reached): Promise<void> {
  await becomeUser(page, await logInElsewhere(newPhone()));
  await openAsLink(page, startOf(reached, 'kycLevel1RegisterForm'));
  await fillPersonalInformation(page, newNationalId());
  await button(page, 'ارسال برای بررسی').click();
  await arriveAt(page, reached, 'kycLevel1Checking', 'the form sent');
  // The registry answers once the review is due on the sandbox clock; the waiting page shows the answer.
  await advanceClock(61);
  await arriveAt(page, reached, 'kycLevel1Ok', 'the review accepted while waiting');

  const refused = newPhone();
  const refusedToken = await logInElsewhere(refused);
  const nationalId = newNationalId();
  await markRegistryMismatch(nationalId, refused);
  await becomeUser(page, refusedToken);
  await openAsLink(page, startOf(reached, 'kycLevel1RegisterForm'));
  await fillPersonalInformation(page, nationalId);
  await button(page, 'ارسال برای بررسی').click();
  await advanceClock(61);
  await arriveAt(page, reached, 'kycLevel1Error', 'the review refused while waiting');

  // The review's due time is the sandbox's; the page says it is late by the phone's clock, set past it here.
  const latePhone = newPhone();
  const late = await logInElsewhere(latePhone);
  await sendPersonalInformation(late, newNationalId(), latePhone);
  const { reviewDueAt } = await call<{ reviewDueAt: string | null }>(late, 'GET', '/v1/kyc');
  expect(reviewDueAt, 'the review waits').not.toBeNull();
  await page.clock.setFixedTime(Date.parse(reviewDueAt!) + 60_000);
  await becomeUser(page, late);
  await openAsLink(page, startOf(reached, 'kycLevel1'));
  await button(page, 'دیدن وضعیت بررسی').click();
  await arriveAt(page, reached, 'kycLevel1Late', 'the review late by the clock');
}

/**
 * As the crawl's level-2 user: a digital gift card of 200,000 Toman typed through its pages and ordered (its
 * invoice opens), then the order opened from the list of orders.
 */
export async function reachBehindGiftCardForms(page: Page, reached: Reached): Promise<void> {
  await openAsLink(page, startOf(reached, 'shopGiftCardCurrency'));
  // The crawl's taps may have left another type or currency chosen in the kept draft.
  await button(page, 'کارت دیجیتال').click();
  await page.getByRole('button', { name: /^تومان/ }).click();
  await page.getByLabel('مبلغ کارت').fill('۲۰۰۰۰۰');
  await button(page, 'بعدی').click();
  await arriveAt(page, reached, 'shopGiftCardDesign', '200,000 Toman typed');
  await page.getByLabel('نام گیرنده').fill('سارا');
  await button(page, 'بعدی').click();
  await arriveAt(page, reached, 'shopGiftCardConfirmation', 'a design and a name chosen');
  await button(page, 'تأیید و پرداخت').click();
  await arriveAt(page, reached, 'invoice', 'the gift card ordered');
  await openAsLink(page, startOf(reached, 'shopGiftCardOrders'));
  await page
    .getByRole('link', { name: /کارت دیجیتال/ })
    .first()
    .click();
  await arriveAt(page, reached, 'shopGiftCardOrder', 'the order opened from the list of orders');
}
