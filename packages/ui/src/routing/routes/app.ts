import { z } from 'zod/mini';
import { q, route } from '../define';

/** The shell's own routes and the five tabs (spec 000 §2). */
export const APP_ROUTES = {
  root: route('/'),
  dashboard: route('/dashboard', {
    referralCode: z.optional(z.string().check(z.maxLength(64))),
    utm: z.optional(z.string().check(z.maxLength(128))),
    defaultLang: z.optional(z.string().check(z.maxLength(8))),
  }),
  market: route('/market'),
  /** source, destination: the coins the swap opens on (IRT → USDT when absent). */
  swap: route('/swap', { source: z.optional(q.token()), destination: z.optional(q.token()) }),
  shop: route('/shop'),
  profile: route('/profile'),
  telegramRouter: route('/telegram-router'),
  twaRouter: route('/twa-router'),
  underConstruction: route('/under-construction', {}, { skipsStartup: true }),
  /** nextUrl: the page to return to after login. */
  login: route('/login', { nextUrl: z.optional(z.string()) }, { skipsStartup: true }),
  /** paymentId: a gateway payment, shown as /payment/result shows it. */
  result: route(
    '/result',
    { paymentId: z.optional(z.string().check(z.regex(/^\d{1,18}$/))) },
    { skipsStartup: true },
  ),
  redirect: route('/redirect', {}, { skipsStartup: true }),
};

/** A coin's own pages (market). */
export const MARKET_ROUTES = {
  coin: route('/coin/:token'),
  coinAlerts: route('/coin/:token/alerts'),
  coinNewAlert: route('/coin/:token/new-alert'),
};

/** The account's history and receipts, for every kind of transaction. */
export const HISTORY_ROUTES = {
  transactions: route('/transactions'),
  transaction: route('/transactions/:id'),
  transactionReceipt: route('/transactions/receipt/:id'),
  transactionBack: route('/transactions/back/:id'),
};

/** Identity verification (spec 000 §2 /kyc/*). */
export const KYC_ROUTES = {
  kyc: route('/kyc'),
  /** nextUrl on every level 1 page: where to return once level 1 is done (only a path of this app is followed). */
  kycLevel1: route('/kyc/level-1', { nextUrl: z.optional(z.string()) }),
  /** nextUrl: where to return once level 1 is done; isSignedUp: sent here straight after sign-up. */
  kycLevel1RegisterForm: route('/kyc/level-1/register-form', {
    nextUrl: z.optional(z.string()),
    isSignedUp: z.optional(q.flag()),
  }),
  kycLevel1Checking: route('/kyc/level-1/checking', { nextUrl: z.optional(z.string()) }),
  kycLevel1Ok: route('/kyc/level-1/ok', { nextUrl: z.optional(z.string()) }),
  kycLevel1Late: route('/kyc/level-1/late', { nextUrl: z.optional(z.string()) }),
  kycLevel1Error: route('/kyc/level-1/error', { nextUrl: z.optional(z.string()) }),
  kycLevel2: route('/kyc/level-2'),
  kycLevel2Documents: route('/kyc/level-2/documents'),
  kycLevel2Selfie: route('/kyc/level-2/selfie'),
  kycLevel2Upload: route('/kyc/level-2/upload'),
};

/** The profile tab's pages. */
export const PROFILE_ROUTES = {
  profileInfo: route('/profile/profile-info'),
  profileGiftCode: route('/profile/gift-code'),
  profileFinancial: route('/profile/financial'),
  profileSecurity: route('/profile/security'),
  profilePin: route('/profile/pin'),
  profileTwoFactor: route('/profile/2FA'),
  profileSettings: route('/profile/settings'),
  profileHelp: route('/profile/help-and-support'),
  profileFeedback: route('/profile/feedback'),
  profileLoginHistory: route('/profile/login-history'),
  profileSessions: route('/profile/sessions'),
  /** The delivery addresses (the /v1/user/address calls); spec 000 §2 names no page for them. */
  profileAddresses: route('/profile/addresses'),
  /** The one-time link an e-mail verification message carries; opening it redeems the token. */
  profileActionLink: route('/profile/action-link/:token'),
};
