import { verifyCardNumber } from '@persian-tools/persian-tools';
import { describe, expect, it } from 'vitest';
import { CARD_PREFIXES } from './banks';
import {
  cardNumberProblem,
  formatCardNumber,
  normalizeCardNumber,
  passesLuhn,
  readCardNumber,
  withLuhnCheckDigit,
} from './bank-card';

describe('cardNumberProblem', () => {
  it.each([
    ['6037991234567828', null],
    ['6037 9912 3456 7828', null],
    ['6037-9912-3456-7828', null],
    ['۶۰۳۷۹۹۱۲۳۴۵۶۷۸۲۸', null],
    ['٦٠٣٧٩٩١٢٣٤٥٦٧٨٢٨', null],
    ['\u200E6037 9912 3456 7828\u200F', null],
    ['6104330000001241', null],
    ['6037991234567829', 'CHECK_DIGIT'],
    ['۶۰۳۷۹۹۱۲۳۴۵۶۷۸۲۹', 'CHECK_DIGIT'],
    ['4111111111111111', 'UNKNOWN_BANK'],
    ['603799123456782', 'LENGTH'],
    ['60379912345678280', 'LENGTH'],
    ['60379912345678a8', 'LENGTH'],
    ['', 'REQUIRED'],
    [' - ', 'REQUIRED'],
  ] as const)('[RIAL-03] %s → %s', (input, problem) => {
    expect(cardNumberProblem(input)).toBe(problem);
  });

  it('reads a valid number as 16 Latin digits with its bank', () => {
    expect(readCardNumber('۶۰۳۷ ۹۹۱۲ ۳۴۵۶ ۷۸۲۸')).toMatchObject({
      number: '6037991234567828',
      bank: { id: 'MELLI', ibanCode: '017' },
      problem: null,
    });
    expect(readCardNumber('6037991234567829')).toEqual({ problem: 'CHECK_DIGIT' });
    expect(normalizeCardNumber('1234')).toBeNull();
  });

  it('groups the digits 4-4-4-4', () => {
    expect(formatCardNumber('6037991234567828')).toBe('6037 9912 3456 7828');
  });
});

describe('the Luhn check', () => {
  it('[RIAL-03] agrees with persian-tools on every check digit of a number of each prefix', () => {
    for (const prefix of Object.keys(CARD_PREFIXES)) {
      const body = `${prefix}123456789`;
      for (let digit = 0; digit <= 9; digit++) {
        const number = `${body}${digit}`;
        expect(passesLuhn(number), number).toBe(Boolean(verifyCardNumber(Number(number))));
      }
      expect(passesLuhn(withLuhnCheckDigit(body))).toBe(true);
    }
  });

  it('exactly one check digit passes', () => {
    const passing = Array.from({ length: 10 }, (_, digit) => `610433000000124${digit}`).filter(passesLuhn);
    expect(passing).toEqual(['6104330000001241']);
  });
});
