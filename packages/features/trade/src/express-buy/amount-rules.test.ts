import { describe, expect, it } from 'vitest';
import { readExpressBuyAmount } from './amount-rules';

describe('readExpressBuyAmount', () => {
  it.each([
    ['5000', '5000'],
    ['200000000', '200000000'],
    ['۱۰۰٬۰۰۰', '100000'],
    ['٢٥٠٠٠', '25000'],
    ['1,250,000', '1250000'],
  ])('[EXP-01] takes %s as %s Toman', (text, amount) => {
    expect(readExpressBuyAmount(text)).toEqual({ amount, problem: null });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'notANumber'],
    ['0', 'notANumber'],
    ['5000.5', 'notWhole'],
    ['4999', 'belowMin'],
    ['۴۹۹۹', 'belowMin'],
    ['200000001', 'aboveMax'],
  ])('[EXP-01] refuses %j: %s', (text, problem) => {
    expect(readExpressBuyAmount(text)).toEqual({ amount: null, problem });
  });
});
