import { expect, test } from '@playwright/test';
import { BUILT, crawlByTaps, sendNothing } from '../support/crawl';
import {
  becomeUser,
  reachBankReturns,
  reachBehindExpressForms,
  reachBehindGiftCardForms,
  reachBehindSeasonedForms,
  reachLevel1Review,
  reachLevel2Upload,
  reachLogin,
} from '../support/crawl-forms';
import { prepareSeasonedUser } from '../support/crawl-user';
import { setUserLevel } from '../support/kyc-level-2';
import { logInElsewhere, newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

/**
 * Built routes a user does not reach from the dashboard at all: each is a page opened from outside the app (a
 * link in a message or a mail, a bank's return).
 */
const FROM_OUTSIDE: Record<string, string> = {
  profileActionLink: 'the link an e-mail verification message carries, opened from the mail',
  transactionBack:
    'a transaction opened from outside the app (a notification, a bot message), Back to the dashboard',
  topup: 'the Toman deposit hub under the address payment links use; the app links to it as /rial-deposit',
  result: "the spec's second address of a gateway payment's result; the gateway returns to /payment/result",
  invoice: "an invoice a shop sends the user as a link; the app keeps no list of the user's invoices",
  invoiceCard2card: "card to card for an invoice, chosen on the invoice page a shop's link opens",
  payment: 'the page a payment link opens for the invoice it names',
  telegramRouter:
    "a mini-app launch's entry with a start parameter (a shared link, a bot's button); it goes on at once",
  twaRouter: "the same entry as /telegram-router, under the other address Telegram's links use",
  redirect: "the web app's start links (/redirect?to=<code>), opened from a shared link; it goes on at once",
  chequeCaptcha: "an ad cheque's claim, opened from the cheque's link shared in a chat",
};

/** The identity pages, and the ways to them from the dashboard: the banner, the profile. */
const IDENTITY_WAY = /^(dashboard|profile|profileInfo|kyc.*)$/;

test('from the dashboard, a level-2 user reaches every built route by taps, and what typing leads to', async ({
  page,
}) => {
  // Every built route is reached by taps, one at a time: the crawl grows with the app (the shop added seven).
  test.setTimeout(15 * 60_000);
  const seasoned = await openLoggedIn(page, newPhone(), '/dashboard', prepareSeasonedUser);
  await sendNothing(page);
  const reached = await crawlByTaps(page);

  // A level-2 user has finished identity verification, and the app rightly offers its steps no more: they are
  // walked as a new user (level 0) and a level-1 user would, from the same dashboard.
  for (const level of ['LEVEL_0', 'LEVEL_1_IR'] as const) {
    const token = await logInElsewhere(newPhone());
    if (level !== 'LEVEL_0') await setUserLevel(token, level);
    await becomeUser(page, token);
    for (const [name, path] of await crawlByTaps(page, (route) => IDENTITY_WAY.test(route))) {
      if (!reached.has(name)) reached.set(name, `${path} (at ${level})`);
    }
  }

  // Behind forms: what a user types, takes with the camera or sends, from the pages reached above.
  await page.unroute('**/*');
  await becomeUser(page, seasoned);
  await reachBehindSeasonedForms(page, reached);
  await reachBehindGiftCardForms(page, reached);
  await reachLogin(page, reached);
  await reachBehindExpressForms(page, reached);
  await reachBankReturns(page, reached);
  await reachLevel2Upload(page, reached);
  await reachLevel1Review(page, reached);

  // Every reason names a built route: one kept for a route gone or renamed would say what is not so.
  expect(Object.keys(FROM_OUTSIDE).filter((name) => !BUILT.some((route) => route.name === name))).toEqual([]);
  const missed = BUILT.map(({ name }) => name).filter(
    (name) => !reached.has(name) && !(name in FROM_OUTSIDE),
  );
  const seen = [...reached].map(([name, path]) => `${name} ${path}`).sort();
  expect(missed, `not reached; reached:\n${seen.join('\n')}`).toEqual([]);
});
