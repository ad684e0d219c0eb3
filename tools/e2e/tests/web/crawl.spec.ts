import { expect, test } from '@playwright/test';
import { BUILT, crawlByTaps, sendNothing } from '../support/crawl';
import { prepareSeasonedUser } from '../support/crawl-user';
import { setUserLevel } from '../support/kyc-level-2';
import { logInElsewhere, newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

/**
 * Built routes a user does not reach by taps from the dashboard, and why. Each is a page opened from outside the
 * app (a link, a bank's return), or one a flow shows only after something the crawl does not do: it types nothing,
 * takes no photo and sends nothing (a price lock, a payment, a form sent for review).
 */
const NOT_BY_TAPS: Record<string, string> = {
  login: 'where a logged-out user is sent; the crawl is logged in',
  profileActionLink: 'the link an e-mail verification message carries, opened from the mail',
  transactionBack:
    'a transaction opened from outside the app (a notification, a bot message), Back to the dashboard',
  topup: 'the Toman deposit hub under the address payment links use; the app links to it as /rial-deposit',
  result: "the bank gateway's return page after a Toman deposit is paid at the bank",
  paymentResult: "the bank gateway's return page after an invoice or express buy is paid at the bank",
  directDebitResult:
    "the bank's return page once the user answers a new contract's mandate on the bank's site",
  invoice: "an invoice a shop sends the user as a link; the app keeps no list of the user's invoices",
  invoiceCard2card: "card to card for an invoice, chosen on the invoice page a shop's link opens",
  payment: 'the page a payment link opens for the invoice it names',
  rialWithdrawConfirm: 'after an amount is typed on /rial-withdraw (it has no "all" to tap) and continued',
  expressBuyConfirm: 'after an amount is typed on /express-buy and its price is locked by a call',
  expressBuyCard2card: "paying a priced express buy by card to card, from its confirm page's locked price",
  expressWithdrawConfirm:
    'after an amount and an address are typed on /express-withdraw and its price is locked',
  expressWithdrawCard2card:
    "paying a priced express withdraw by card to card, from its confirm page's locked price",
  internalTransferReceipt: 'shown once a transfer to a wallet user is sent',
  externalTransferReceipt: 'shown once a withdrawal to an address is sent',
  kycLevel1Checking:
    'shown once the level-1 form is sent, while the registry checks it (or from /kyc meanwhile)',
  kycLevel1Ok: "the level-1 review's answer: verified, after the form is sent",
  kycLevel1Late: "the level-1 review's answer when the registry is late, after the form is sent",
  kycLevel1Error: "the level-1 review's answer: refused, after the form is sent",
  kycLevel2Upload: 'after the ID card photos and the selfie video are taken with the camera',
  telegramRouter:
    "a mini-app launch's entry with a start parameter (a shared link, a bot's button); it goes on at once",
  twaRouter: "the same entry as /telegram-router, under the other address Telegram's links use",
  redirect: "the web app's start links (/redirect?to=<code>), opened from a shared link; it goes on at once",
  chequeCaptcha: "an ad cheque's claim, opened from the cheque's link shared in a chat",
};

/** The identity pages, and the ways to them from the dashboard: the banner, the profile. */
const IDENTITY_WAY = /^(dashboard|profile|profileInfo|kyc.*)$/;

test('from the dashboard, a level-2 user reaches every built route by taps', async ({ page }) => {
  test.setTimeout(6 * 60_000);
  await openLoggedIn(page, newPhone(), '/dashboard', prepareSeasonedUser);
  await sendNothing(page);
  const reached = await crawlByTaps(page);

  // A level-2 user has finished identity verification, and the app rightly offers its steps no more: they are
  // walked as a new user (level 0) and a level-1 user would, from the same dashboard.
  for (const level of ['LEVEL_0', 'LEVEL_1_IR'] as const) {
    const token = await logInElsewhere(newPhone());
    if (level !== 'LEVEL_0') await setUserLevel(token, level);
    await page.evaluate(
      (user) => {
        localStorage.clear();
        localStorage.setItem('wallet:user', user);
      },
      JSON.stringify({ token, isSignup: false }),
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /موجودی کل/ })).toBeVisible();
    for (const [name, path] of await crawlByTaps(page, (route) => IDENTITY_WAY.test(route))) {
      if (!reached.has(name)) reached.set(name, `${path} (at ${level})`);
    }
  }

  // Every reason names a built route: one kept for a route gone or renamed would say what is not so.
  expect(Object.keys(NOT_BY_TAPS).filter((name) => !BUILT.some((route) => route.name === name))).toEqual([]);
  const missed = BUILT.map(({ name }) => name).filter((name) => !reached.has(name) && !(name in NOT_BY_TAPS));
  const seen = [...reached].map(([name, path]) => `${name} ${path}`).sort();
  expect(missed, `not reached; reached:\n${seen.join('\n')}`).toEqual([]);
});
