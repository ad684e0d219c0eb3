import { describe, expect, it } from 'vitest';
import { parseDecimalInput, readTypedAmount } from './decimal-input';

describe('parseDecimalInput', () => {
  it.each([
    ['12.5', '12.5'],
    ['۱۲٫۵', '12.5'],
    ['١٢٫٥', '12.5'],
    ['1,234.5', '1234.5'],
    ['۱٬۲۳۴', '1234'],
    [' 7 ', '7'],
    ['0.000000000000000001', '0.000000000000000001'],
    ['10.', '10'],
  ])('reads %j as %j', (input, expected) => {
    expect(parseDecimalInput(input)).toBe(expected);
  });

  it.each(['', 'abc', '-1', '1e5', '1.2.3', '.5', '0.0000000000000000001', '1'.repeat(31)])(
    'refuses %j',
    (input) => {
      expect(parseDecimalInput(input)).toBeNull();
    },
  );
});

describe('readTypedAmount', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['12a', 'notANumber'],
    ['0', 'notPositive'],
    ['0.000', 'notPositive'],
    ['1.1234567', 'tooManyDecimals'],
  ] as const)('%j is %s', (text, problem) => {
    expect(readTypedAmount(text, 6)).toEqual({ amount: null, problem });
  });

  it('reads Persian digits and the Persian decimal mark', () => {
    expect(readTypedAmount('۱۲٫۵', 6)).toEqual({ amount: '12.5', problem: null });
    expect(readTypedAmount('1.123456', 6)).toEqual({ amount: '1.123456', problem: null });
  });
});
