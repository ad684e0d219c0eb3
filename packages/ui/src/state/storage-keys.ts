import { z } from 'zod/mini';
import { userAssets, userCurrency } from '@wallet/api';
import { SUPPORTED_LANGUAGES } from '@wallet/core';
import { defineStorageKey } from '@wallet/platform';
import { MONEY_CALL_KEYS } from '../money-call/kept-keys';

/**
 * A screen as the app last drew it from fresh data, for the host to paint at its next start before the app's
 * code has run (the web page's early script, packages/app/src/early/last-screen.ts). Painted only for the same
 * path, language and appearance, under the styles it was drawn with (the page's, or kept ones: keptStyles).
 */
export const keptScreen = z.object({
  path: z.string(),
  /** The page's own stylesheets when it was kept (pageStyles): the markup is painted only under these. */
  styles: z.string(),
  language: z.string(),
  dir: z.enum(['rtl', 'ltr']),
  appearance: z.enum(['light', 'dark']),
  /** The app's theme root and shell as drawn (outerHTML), without toasts. */
  html: z.string().check(z.maxLength(200_000)),
  /** "Updating…" in the screen's language: the painted screen says it is the last state. */
  updating: z.string(),
});
export type KeptScreen = z.infer<typeof keptScreen>;

/**
 * The page's own styles when the kept screen was drawn: after a release whose styles changed, the screen is
 * painted under these, apart from the page's (packages/app/src/early/last-screen.ts).
 */
export const keptStyles = z.object({
  /** Their name (pageStyles), as a kept screen names them. */
  styles: z.string(),
  /** The stylesheet's text. */
  css: z.string().check(z.maxLength(1_000_000)),
});
export type KeptStyles = z.infer<typeof keptStyles>;

/** The shell's client state (spec 000 §3), one typed key each; a feature declares its own keys in its module. */
export const STORAGE_KEYS = {
  /** Device info: the id that survives a lost session. */
  deviceId: defineStorageKey('deviceId', z.string(), ''),
  language: defineStorageKey('language', z.nullable(z.enum(SUPPORTED_LANGUAGES)), null),
  /**
   * The stored user record. Secret: its token must never sync to the account's other devices (Telegram's
   * CloudStorage), so it goes to the platform's secure store, or memory where storage syncs.
   */
  user: defineStorageKey(
    'user',
    z.nullable(z.object({ token: z.string().check(z.minLength(1)), isSignup: z.boolean() })),
    null,
    { isSecret: true, isAuthRecord: true },
  ),
  forcedTheme: defineStorageKey('forcedTheme', z.nullable(z.enum(['LIGHT', 'DARK'])), null),
  /**
   * The currency last toggled to on the dashboard, market or coin pages, or null to show the one chosen in
   * settings (choosing there clears it).
   */
  currencyView: defineStorageKey('currencyView', z.nullable(userCurrency), null),
  androidMarket: defineStorageKey('androidMarket', z.nullable(z.enum(['MYKET', 'BAZAR'])), null),
  pwaPromptDismissed: defineStorageKey('pwaPromptDismissed', z.boolean(), false),
  /**
   * Set when too many wrong PINs ended the session: on this device the messenger's login (which needs no
   * code) stays off until the user logs in with a one-time code, so the lockout cannot be walked around.
   */
  messengerLoginBlocked: defineStorageKey('messengerLoginBlocked', z.boolean(), false, {
    isDeviceOnly: true,
  }),
  /** The last known assets, shown at once on a reopen while fresh ones load. */
  assetsCache: defineStorageKey('assetsCache', z.nullable(userAssets), null, { isDeviceOnly: true }),
  /** The dashboard as last drawn from fresh data, painted at the next start on the web (see keptScreen). */
  lastScreen: defineStorageKey('lastScreen', z.nullable(keptScreen), null, { isDeviceOnly: true }),
  /** The styles the kept screen was drawn with, written when they change (see keptStyles). */
  keptStyles: defineStorageKey('keptStyles', z.nullable(keptStyles), null, { isDeviceOnly: true }),
  /** The Idempotency-Key of each money call sent and not yet answered (useMoneyCall). */
  moneyCallKeys: MONEY_CALL_KEYS,
} as const;

/** What a lost session keeps (spec 000 §4). */
export const KEPT_AFTER_SESSION_LOSS = [
  STORAGE_KEYS.deviceId,
  STORAGE_KEYS.language,
  STORAGE_KEYS.messengerLoginBlocked,
] as const;

/**
 * What the user's own logout keeps: a lost session's, and the theme forced on this device, which is the
 * device's appearance rather than the account's data, chosen by whoever holds the device.
 */
export const KEPT_AFTER_LOGOUT = [...KEPT_AFTER_SESSION_LOSS, STORAGE_KEYS.forcedTheme] as const;
