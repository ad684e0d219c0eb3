import { isValidJalaaliDate, jalaaliMonthLength, toGregorian, toJalaali } from 'jalaali-js';

/** KYC level 1: a user must be this old (spec 000 §5, birth date plausible). */
export const KYC_MIN_AGE_YEARS = 18;
/** Older than this is not a plausible birth date. */
export const KYC_MAX_AGE_YEARS = 120;

/** A calendar day; the contract sends it as an ISO date `YYYY-MM-DD` (Gregorian). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function toIsoDate({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** A real Gregorian day from `YYYY-MM-DD`, or null. */
export function parseIsoDate(text: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? { year, month, day } : null;
}

/** A Persian (Jalali) day as the ISO Gregorian date the contract takes, or null when the day does not exist. */
export function jalaliToIsoDate(jalali: CalendarDay): string | null {
  if (!isValidJalaaliDate(jalali.year, jalali.month, jalali.day)) return null;
  const g = toGregorian(jalali.year, jalali.month, jalali.day);
  return toIsoDate({ year: g.gy, month: g.gm, day: g.gd });
}

/** The Persian (Jalali) day of an ISO Gregorian date, or null. */
export function isoDateToJalali(iso: string): CalendarDay | null {
  const g = parseIsoDate(iso);
  if (!g) return null;
  const j = toJalaali(g.year, g.month, g.day);
  return { year: j.jy, month: j.jm, day: j.jd };
}

export function jalaliMonthDays(year: number, month: number): number {
  return jalaaliMonthLength(year, month);
}

/** Today in the Persian calendar, for `now` (in UTC, as the server sees the day). */
export function jalaliToday(now: Date): CalendarDay {
  const j = toJalaali(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
  return { year: j.jy, month: j.jm, day: j.jd };
}

/** Full years from an ISO birth date to `now` (UTC day), or null for a date that is not real. */
export function ageInYears(birthDate: string, now: Date): number | null {
  const born = parseIsoDate(birthDate);
  if (!born) return null;
  const [year, month, day] = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
  const hadBirthday = month > born.month || (month === born.month && day >= born.day);
  return year - born.year - (hadBirthday ? 0 : 1);
}

export type BirthDateProblem = 'REQUIRED' | 'INVALID' | 'IN_FUTURE' | 'UNDER_AGE' | 'TOO_OLD';

/** What is wrong with a birth date (ISO `YYYY-MM-DD`) for KYC level 1 on `now`, or null when it is plausible. */
export function birthDateProblem(birthDate: string | null | undefined, now: Date): BirthDateProblem | null {
  if (!birthDate) return 'REQUIRED';
  const age = ageInYears(birthDate, now);
  if (age === null) return 'INVALID';
  if (
    birthDate > toIsoDate({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() })
  )
    return 'IN_FUTURE';
  if (age < KYC_MIN_AGE_YEARS) return 'UNDER_AGE';
  return age > KYC_MAX_AGE_YEARS ? 'TOO_OLD' : null;
}
