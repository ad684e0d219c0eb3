import { describe, expect, it } from 'vitest';
import { formattersFor } from './use-format';

describe('formatters per language', () => {
  it.each([
    ['fa', '1234567.891', 2, '۱٬۲۳۴٬۵۶۷٫۸۹'],
    ['en', '1234567.891', 2, '1,234,567.89'],
    ['fa', '0.5', 8, '۰٫۵'],
  ] as const)('[AMT-02] %s shows %s with %d decimals as %s', (locale, value, decimals, shown) => {
    expect(formattersFor(locale).amount(value, decimals)).toBe(shown);
  });

  it('[AMT-03] rounds percentages to 2 decimals, with Persian digits in fa', () => {
    expect(formattersFor('en').percent('3.14159')).toBe('+3.14%');
    expect(formattersFor('fa').digits('12:05')).toBe('۱۲:۰۵');
  });
});
