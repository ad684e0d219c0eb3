import { describe, expect, it } from 'vitest';
import { ageInYears, birthDateProblem, isoDateToJalali, jalaliToIsoDate, parseIsoDate } from './birth-date';

const NOW = new Date('2026-03-21T10:00:00Z');

describe('birthDateProblem (KYC level 1: 18 or older)', () => {
  it.each([
    ['2008-03-21', null],
    ['2008-03-20', null],
    ['2008-03-22', 'UNDER_AGE'],
    ['2010-01-01', 'UNDER_AGE'],
    ['2026-03-22', 'IN_FUTURE'],
    ['1990-02-30', 'INVALID'],
    ['1990-2-3', 'INVALID'],
    ['۱۹۹۰-۰۲-۰۳', 'INVALID'],
    ['1900-01-01', 'TOO_OLD'],
    ['', 'REQUIRED'],
    [null, 'REQUIRED'],
  ] as const)('%s → %s', (birthDate, problem) => {
    expect(birthDateProblem(birthDate, NOW)).toBe(problem);
  });

  it('counts full years, the birthday itself included', () => {
    expect(ageInYears('2008-03-21', NOW)).toBe(18);
    expect(ageInYears('2008-03-22', NOW)).toBe(17);
    expect(ageInYears('2000-02-29', new Date('2026-02-28T00:00:00Z'))).toBe(25);
  });
});

describe('Persian calendar', () => {
  it.each([
    [{ year: 1405, month: 1, day: 1 }, '2026-03-21'],
    [{ year: 1369, month: 6, day: 15 }, '1990-09-06'],
    [{ year: 1403, month: 12, day: 30 }, '2025-03-20'],
  ])('%o is %s', (jalali, iso) => {
    expect(jalaliToIsoDate(jalali)).toBe(iso);
    expect(isoDateToJalali(iso)).toEqual(jalali);
  });

  it('refuses days that do not exist', () => {
    expect(jalaliToIsoDate({ year: 1404, month: 12, day: 30 })).toBeNull();
    expect(jalaliToIsoDate({ year: 1404, month: 7, day: 31 })).toBeNull();
    expect(parseIsoDate('2025-02-29')).toBeNull();
  });
});
