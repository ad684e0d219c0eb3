import { parseStartParam, type StartPage } from '@wallet/core';
import { buildPath } from './paths';
import type { RouteName } from './route-table';

/** The route each page key of a start link opens. */
export const START_PAGE_ROUTES = {
  dashboard: 'dashboard',
  market: 'market',
  swap: 'swap',
  shop: 'shop',
  profile: 'profile',
  history: 'transactions',
  receive: 'depositCoinList',
  send: 'withdrawTypes',
  'express-buy': 'expressBuy',
  'express-sell': 'expressSell',
  'rial-deposit': 'rialDeposit',
  'rial-withdraw': 'rialWithdraw',
  kyc: 'kyc',
  referral: 'referral',
  giveaways: 'shopGiveaway',
  'ad-cheques': 'shopAdCheque',
  settings: 'profileSettings',
} as const satisfies Record<StartPage, RouteName>;

/**
 * The page a start link names (issue's start codes, packages/core start-param.ts): a cheque's claim, a
 * giveaway, the dashboard setting the referrer (spec 000 §2's referralCode), an invoice to pay, or a page of
 * the app. A missing, malformed or unknown code opens the dashboard, never an error. Pages not built yet are
 * still the target: the shell shows them as "Coming soon" until they are.
 */
export function startLinkPath(raw: string | null | undefined): string {
  const target = parseStartParam(raw);
  switch (target?.kind) {
    case 'cheque':
      return buildPath('chequeCaptcha', undefined, {
        chequeId: target.chequeId,
        ...(target.referredById === null ? {} : { referredById: target.referredById }),
      });
    case 'giveaway':
      return buildPath('shopGiveaway', undefined, { id: target.giveawayId });
    case 'referral':
      return buildPath('dashboard', undefined, { referralCode: target.referralCode });
    case 'invoice':
      return buildPath('invoice', undefined, { id: target.invoiceId });
    case 'page':
      return buildPath(START_PAGE_ROUTES[target.page]);
    case undefined:
      return buildPath('dashboard');
  }
}

/**
 * Where a launch opening at the app's root goes when it carries a start parameter: inside Telegram, the
 * router, which reads the parameter; on the web (`/?startapp=`), the web's /redirect with it. Null when the
 * launch has none or the app opened at another path (a reload keeps the page the user was on).
 */
export function startLinkEntry(
  pathname: string,
  launch: { startParam: string | null; isMiniApp: boolean },
): string | null {
  if (pathname !== '/' || !launch.startParam) return null;
  return launch.isMiniApp
    ? buildPath('telegramRouter')
    : buildPath('redirect', undefined, { to: launch.startParam });
}
