// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTypedStorage, STORAGE_VERSIONS } from '@wallet/platform';
import { STORAGE_KEYS } from '@wallet/ui';
import { createBrowserStore } from '../browser-storage';
import { earlyStart, keepTimezone } from './early-start';

/** The app's storage on this page, as the web host makes it. */
const appStorage = () =>
  createTypedStorage(createBrowserStore(window.localStorage), { versions: STORAGE_VERSIONS.web });

const standalone = (isStandalone: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: isStandalone && query === '(display-mode: standalone)',
  })) as unknown as typeof window.matchMedia;
};

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe("the early-calls script's start", () => {
  it('reads the session and the language the app stored, through the same keys and records', async () => {
    standalone(false);
    await appStorage().set(STORAGE_KEYS.user, { token: 'wlt_stored', isSignup: false });
    await appStorage().set(STORAGE_KEYS.language, 'en');
    const start = earlyStart(window, '/api');
    expect(start.headers).toMatchObject({ token: 'wlt_stored', language: 'en', platform: 'WEB' });
    expect(start.path).toBe(window.location.pathname);
    expect(start.origin).toBe(window.location.origin);
  });

  it('has no token without a stored session, and the time zone’s language without a stored one', () => {
    standalone(true);
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Europe/Paris',
    });
    const start = earlyStart(window, '/api');
    expect(start.headers).toMatchObject({
      token: null,
      language: 'fr',
      platform: 'PWA',
      timezone: 'Europe/Paris',
    });
  });

  it('sends no token from a stored user it cannot read', () => {
    standalone(false);
    window.localStorage.setItem('wallet:user', '{not json');
    expect(earlyStart(window, '/api').headers.token).toBeNull();
  });

  it('takes the time zone it kept at the last start, without asking Intl (ICU’s start-up on a slow phone)', () => {
    standalone(false);
    const resolvedOptions = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Asia/Tehran',
    });
    keepTimezone(window);
    expect(window.localStorage.getItem('wallet:earlyCallsTimezone')).toBe('Asia/Tehran');
    resolvedOptions.mockClear();
    expect(earlyStart(window, '/api').headers).toMatchObject({ timezone: 'Asia/Tehran', language: 'fa' });
    expect(resolvedOptions).not.toHaveBeenCalled();
  });
});
