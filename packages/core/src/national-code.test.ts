import { createIranianNationalId, validateNationalIdChecksum } from '@persian-tools/persian-tools';
import { describe, expect, it } from 'vitest';
import {
  hasValidNationalCodeCheckDigit,
  isValidNationalCode,
  nationalCodeProblem,
  normalizeNationalCode,
  withNationalCodeCheckDigit,
} from './national-code';

describe('nationalCodeProblem', () => {
  it.each([
    ['0499370899', null],
    ['0790419904', null],
    ['0013542419', null],
    ['۰۴۹۹۳۷۰۸۹۹', null],
    ['٠٤٩٩٣٧٠٨٩٩', null],
    ['049-937-0899', null],
    [' 0499370899 ', null],
    ['0499370898', 'CHECK_DIGIT'],
    ['۰۴۹۹۳۷۰۸۹۸', 'CHECK_DIGIT'],
    ['1111111111', 'CHECK_DIGIT'],
    ['0000000000', 'CHECK_DIGIT'],
    ['049937089', 'LENGTH'],
    ['04993708990', 'LENGTH'],
    ['04993708a9', 'LENGTH'],
    ['', 'REQUIRED'],
    ['  ', 'REQUIRED'],
  ] as const)('%s → %s', (input, problem) => {
    expect(nationalCodeProblem(input)).toBe(problem);
    expect(isValidNationalCode(input)).toBe(problem === null);
  });

  it('normalizes Persian and Arabic digits to 10 Latin digits', () => {
    expect(normalizeNationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe('0499370899');
    expect(normalizeNationalCode('٠٤٩٩٣٧٠٨٩٩')).toBe('0499370899');
    expect(normalizeNationalCode('123')).toBeNull();
  });

  it('agrees with persian-tools on generated codes and on every check digit of one prefix', () => {
    for (let i = 0; i < 200; i++) {
      const code = createIranianNationalId();
      expect(hasValidNationalCodeCheckDigit(code)).toBe(true);
    }
    for (let digit = 0; digit <= 9; digit++) {
      const code = `049937089${digit}`;
      expect(hasValidNationalCodeCheckDigit(code)).toBe(validateNationalIdChecksum(code));
    }
  });

  it('withNationalCodeCheckDigit completes nine digits to a valid code', () => {
    expect(withNationalCodeCheckDigit('049937089')).toBe('0499370899');
    expect(isValidNationalCode(withNationalCodeCheckDigit('123456780'))).toBe(true);
  });
});
