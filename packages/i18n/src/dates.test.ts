import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatShortDate } from './dates';

const NOWRUZ_EVE = '2026-03-20T12:00:00Z';
const TEHRAN = { timeZone: 'Asia/Tehran' };

describe('dates', () => {
  it('writes fa dates in the Persian calendar with Persian digits', () => {
    expect(formatDate(NOWRUZ_EVE, 'fa', TEHRAN)).toBe('۲۹ اسفند ۱۴۰۴');
    expect(formatShortDate(NOWRUZ_EVE, 'fa', TEHRAN)).toBe('۱۴۰۴/۱۲/۲۹');
    expect(formatDate('2026-03-21T00:00:00Z', 'fa', TEHRAN)).toBe('۱ فروردین ۱۴۰۵');
  });

  it('writes other languages in the Gregorian calendar', () => {
    expect(formatDate(NOWRUZ_EVE, 'en', TEHRAN)).toBe('20 Mar 2026');
    expect(formatShortDate(NOWRUZ_EVE, 'fr', TEHRAN)).toBe('20/03/2026');
  });

  it("shows the time in the user's zone on a 24-hour clock", () => {
    expect(formatDateTime(NOWRUZ_EVE, 'en', TEHRAN)).toBe('20 Mar 2026, 15:30');
    expect(formatDateTime(NOWRUZ_EVE, 'fa', TEHRAN)).toContain('۱۵:۳۰');
  });
});
