import { describe, expect, it } from 'vitest';
import type { FormatAmountOptions } from './format';
import {
  amountInputToDisplay,
  formatAmount,
  formatPercent,
  formatToman,
  formatUsdPrice,
  toPersianDigits,
  usdPriceDecimals,
} from './format';
import { cmp } from './money';
import { toLatinDigits } from './phone';

const FA_GROUP = '\u066C';
const FA_DECIMAL = '\u066B';
const FA_PERCENT = '\u066A';

describe('toPersianDigits', () => {
  it.each([
    ['0123456789', '۰۱۲۳۴۵۶۷۸۹'],
    ['1,234.5', '۱,۲۳۴.۵'],
    ['abc', 'abc'],
    ['', ''],
    ['۱۲', '۱۲'],
  ])('%j -> %j', (input, expected) => {
    expect(toPersianDigits(input)).toBe(expected);
  });

  it.each([['0123456789'], ['-1,234,567.89'], ['+98 912']])('round-trips %j through toLatinDigits', (s) => {
    expect(toLatinDigits(toPersianDigits(s))).toBe(s);
  });
});

describe('formatAmount', () => {
  it.each<[string, FormatAmountOptions, string]>([
    ['1234567.891', { decimals: 2, locale: 'en' }, '1,234,567.89'],
    ['1234567.899', { decimals: 2, locale: 'en' }, '1,234,567.89'],
    ['0.129', { decimals: 2, locale: 'en' }, '0.12'],
    ['19.999999', { decimals: 2, locale: 'en' }, '19.99'],
    ['1.5', { decimals: 0, locale: 'en' }, '1'],
    ['1.10', { decimals: 8, locale: 'en' }, '1.1'],
    ['1.10', { decimals: 8, locale: 'en', trimZeros: false }, '1.10000000'],
    ['5', { decimals: 2, locale: 'en', trimZeros: false }, '5.00'],
    ['5', { decimals: 0, locale: 'en', trimZeros: false }, '5'],
    ['1234567.5', { decimals: 2, locale: 'en', grouping: false }, '1234567.5'],
    ['123', { decimals: 2, locale: 'en' }, '123'],
    ['1000', { decimals: 2, locale: 'en' }, '1,000'],
    ['999999', { decimals: 2, locale: 'en' }, '999,999'],
    ['0', { decimals: 2, locale: 'en' }, '0'],
    ['-0', { decimals: 2, locale: 'en' }, '0'],
    ['-0.001', { decimals: 2, locale: 'en' }, '0'],
    ['-1234.567', { decimals: 2, locale: 'en' }, '-1,234.56'],
    ['0.000000000000000001', { decimals: 18, locale: 'en' }, '0.000000000000000001'],
    ['0.000000000000000001', { decimals: 8, locale: 'en' }, '0'],
    [
      '1000000000000000000000000000000',
      { decimals: 2, locale: 'en' },
      '1,000,000,000,000,000,000,000,000,000,000',
    ],
    ['1234567.891', { decimals: 2, locale: 'fa' }, `۱${FA_GROUP}۲۳۴${FA_GROUP}۵۶۷${FA_DECIMAL}۸۹`],
    ['0.5', { decimals: 2, locale: 'fa', trimZeros: false }, `۰${FA_DECIMAL}۵۰`],
    ['-1234.5', { decimals: 1, locale: 'fa' }, `-۱${FA_GROUP}۲۳۴${FA_DECIMAL}۵`],
    ['1234567', { decimals: 0, locale: 'fa', grouping: false }, '۱۲۳۴۵۶۷'],
  ])('formatAmount(%j, %j) = %j', (value, opts, expected) => {
    expect(formatAmount(value, opts)).toBe(expected);
  });

  it.each([
    ['0.999', 2],
    ['2.675', 2],
    ['123456.789999', 4],
    ['0.00000009', 7],
  ])('never shows %j larger than it is at %i decimals', (value, decimals) => {
    const shown = formatAmount(value, { decimals, locale: 'en', grouping: false });
    expect(cmp(shown, value)).toBeLessThanOrEqual(0);
  });

  it('round-trips Persian digits back to the en rendering', () => {
    const value = '9876543.21';
    const fa = formatAmount(value, { decimals: 2, locale: 'fa' });
    const en = formatAmount(value, { decimals: 2, locale: 'en' });
    expect(toLatinDigits(fa).replaceAll(FA_GROUP, ',').replaceAll(FA_DECIMAL, '.')).toBe(en);
  });

  it.each([['abc'], ['1e5'], ['']])('rejects non-decimal %j', (value) => {
    expect(() => formatAmount(value, { decimals: 2, locale: 'en' })).toThrow(TypeError);
  });

  it.each([[-1], [1.5]])('rejects decimals = %s', (decimals) => {
    expect(() => formatAmount('1', { decimals, locale: 'en' })).toThrow(RangeError);
  });
});

describe('formatToman', () => {
  it.each([
    ['1500000', 'en', '1,500,000'],
    ['1500000.99', 'en', '1,500,000'],
    ['999.5', 'en', '999'],
    ['0', 'en', '0'],
    ['-25000.7', 'en', '-25,000'],
    ['1500000', 'fa', `۱${FA_GROUP}۵۰۰${FA_GROUP}۰۰۰`],
    ['12.9', 'fa', '۱۲'],
  ] as const)('formatToman(%j, %s) = %j', (value, locale, expected) => {
    expect(formatToman(value, locale)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    ['1.25', 'en', '+1.25%'],
    ['1.245', 'en', '+1.25%'],
    ['1.244', 'en', '+1.24%'],
    ['-1.245', 'en', '-1.25%'],
    ['1.2', 'en', '+1.20%'],
    ['33.3333', 'en', '+33.33%'],
    ['0.004', 'en', '0.00%'],
    ['-0.004', 'en', '0.00%'],
    ['0.005', 'en', '+0.01%'],
    ['0', 'en', '0.00%'],
    ['12345.678', 'en', '+12,345.68%'],
    ['1.25', 'fa', `+۱${FA_DECIMAL}۲۵${FA_PERCENT}`],
    ['-0.5', 'fa', `-۰${FA_DECIMAL}۵۰${FA_PERCENT}`],
  ] as const)('[AMT-03] formatPercent(%j, %s) = %j', (value, locale, expected) => {
    expect(formatPercent(value, locale)).toBe(expected);
  });
});

describe('amountInputToDisplay', () => {
  it.each([['0'], ['-1'], ['0.000'], ['-0'], ['-0.5'], ['']])('[AMT-01] renders %j as empty', (value) => {
    expect(amountInputToDisplay(value)).toBe('');
  });

  it.each([['abc'], ['1e5'], ['.5'], ['۱۲'], [' 5']])('renders non-decimal %j as empty', (value) => {
    expect(amountInputToDisplay(value)).toBe('');
  });

  it.each([['1'], ['0.5'], ['0.000000000000000001'], ['1000000.50'], ['007']])(
    'keeps positive %j unchanged',
    (value) => {
      expect(amountInputToDisplay(value)).toBe(value);
    },
  );
});

describe('USD prices', () => {
  it.each([
    ['103736.0732', 2, '103,736.07'],
    ['1000', 2, '1,000'],
    ['999.98765', 4, '999.9876'],
    ['5.221656', 4, '5.2216'],
    ['1', 4, '1'],
    ['0.2735761', 4, '0.2735'],
    ['0.099999999', 5, '0.09999'],
    ['0.000008123456', 9, '0.000008123'],
    ['0.00000000000001', 12, '0'],
    ['0', 4, '0'],
  ])('%s is shown with %i places: %s', (price, decimals, shown) => {
    expect(usdPriceDecimals(price)).toBe(decimals);
    expect(formatUsdPrice(price, 'en')).toBe(shown);
  });

  it('uses Persian digits and separators in fa', () => {
    expect(formatUsdPrice('103736.0732', 'fa')).toBe('۱۰۳٬۷۳۶٫۰۷');
  });
});
