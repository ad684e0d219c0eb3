import { deviceTimezone } from '@wallet/api/early';
import type { EarlyStart } from '@wallet/app/early-calls';
import { chooseLanguage } from '@wallet/core';
import { decodeRecord } from '@wallet/platform/stored-record';
import { isStandalone, osOf, STORAGE_PREFIX } from '../host';

/** A stored value as the app's storage reads it; null when absent or unreadable. */
export function stored(storage: Storage, key: string): unknown {
  const raw = storage.getItem(`${STORAGE_PREFIX}${key}`);
  return raw === null ? null : (decodeRecord(raw)?.value ?? null);
}

function storedToken(storage: Storage): string | null {
  const user = stored(storage, 'user');
  if (typeof user !== 'object' || user === null || !('token' in user)) return null;
  return typeof user.token === 'string' ? user.token : null;
}

/**
 * The device's time zone as this script last read it, kept beside the app's keys (a logout clears it with
 * them). Reading it from Intl costs ICU's start-up, about 120 ms on a slow phone, which a repeat open would
 * otherwise pay before the app's code runs; a zone that has changed since only means the client does not take
 * the early answers (its X-Timezone differs) and asks itself.
 */
const TIMEZONE_KEY = 'earlyCallsTimezone';

/** Keeps the device's time zone for the next start; called once the page has loaded, off its first paint. */
export function keepTimezone(window: Window): void {
  window.localStorage.setItem(`${STORAGE_PREFIX}${TIMEZONE_KEY}`, deviceTimezone());
}

/**
 * The start as the app will see it, read from the page before the app runs: the stored session's token and
 * the language the app chooses (the stored one, else the time zone's), and the host's platform and OS.
 */
export function earlyStart(window: Window, apiBaseUrl: string): EarlyStart {
  const storage = window.localStorage;
  const kept = storage.getItem(`${STORAGE_PREFIX}${TIMEZONE_KEY}`);
  const timezone = kept || deviceTimezone();
  return {
    path: window.location.pathname,
    apiBaseUrl,
    origin: window.location.origin,
    headers: {
      timezone,
      platform: isStandalone(window) ? 'PWA' : 'WEB',
      os: osOf(window.navigator.userAgent),
      token: storedToken(storage),
      language: chooseLanguage({ saved: stored(storage, 'language'), timezone }),
    },
  };
}

/** The appearance the app will choose: the stored forced theme, else the device's. */
export function earlyAppearance(window: Window): 'light' | 'dark' {
  const forced = stored(window.localStorage, 'forcedTheme');
  if (forced === 'DARK' || forced === 'LIGHT') return forced === 'DARK' ? 'dark' : 'light';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
