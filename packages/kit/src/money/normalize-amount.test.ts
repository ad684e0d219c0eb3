import { describe, expect, it } from 'vitest';
import { normalizeAmountInput } from './normalize-amount';

describe('normalizeAmountInput', () => {
  it.each([
    ['12.5', 6, '12.5'],
    ['۱۲٫۵', 6, '12.5'],
    ['١٢٫٥', 6, '12.5'],
    ['۱۲/۵', 6, '12.5'],
    ['۱٬۲۳۴٫۵', 6, '1234.5'],
    ['1,234.56', 6, '1234.56'],
    ['12,', 6, '12.'],
    ['12.', 6, '12.'],
    ['.5', 6, '0.5'],
    ['007', 6, '7'],
    ['0', 6, '0'],
    ['0.000', 6, '0.000'],
    ['12a3', 6, '123'],
    ['-5', 6, '5'],
    ['1 000', 0, '1000'],
    ['\u200e۱۲۳\u200f', 2, '123'],
    ['', 6, ''],
  ])('reads %j (max %i decimals) as %j', (raw, maxDecimals, expected) => {
    expect(normalizeAmountInput(raw, maxDecimals)).toBe(expected);
  });

  it.each([
    ['1.1234567', 6, '1.123456'],
    ['۰٫۱۲۳۴۵۶۷۸۹', 8, '0.12345678'],
    ['12.99', 0, '12'],
    ['12.', 0, '12'],
    ['1.2.3', 6, '1.23'],
    ['12.5.', 6, '12.5'],
  ])('cuts %j to %i decimals: %j', (raw, maxDecimals, expected) => {
    expect(normalizeAmountInput(raw, maxDecimals)).toBe(expected);
  });

  it('keeps at most 30 whole digits', () => {
    expect(normalizeAmountInput('9'.repeat(35), 2)).toBe('9'.repeat(30));
  });
});
