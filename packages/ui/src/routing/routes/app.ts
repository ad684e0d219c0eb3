import { z } from 'zod';
import { q, route } from '../define';

/** The shell's own routes and the five tabs (spec 000 §2). */
export const APP_ROUTES = {
  root: route('/'),
  dashboard: route('/dashboard', {
    referralCode: z.string().max(64).optional(),
    utm: z.string().max(128).optional(),
    defaultLang: z.string().max(8).optional(),
  }),
  market: route('/market'),
  swap: route('/swap'),
  shop: route('/shop'),
  profile: route('/profile'),
  telegramRouter: route('/telegram-router'),
  twaRouter: route('/twa-router'),
  underConstruction: route('/under-construction', {}, { skipsStartup: true }),
  /** nextUrl: the page to return to after login. */
  login: route('/login', { nextUrl: z.string().optional() }, { skipsStartup: true }),
  result: route('/result', {}, { skipsStartup: true }),
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
  kycLevel1: route('/kyc/level-1'),
  /** nextUrl: where to return once level 1 is done; isSignedUp: sent here straight after sign-up. */
  kycLevel1RegisterForm: route('/kyc/level-1/register-form', {
    nextUrl: z.string().optional(),
    isSignedUp: q.flag().optional(),
  }),
  kycLevel1Checking: route('/kyc/level-1/checking'),
  kycLevel1Ok: route('/kyc/level-1/ok'),
  kycLevel1Late: route('/kyc/level-1/late'),
  kycLevel1Error: route('/kyc/level-1/error'),
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
};
