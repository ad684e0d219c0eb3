import { getShebaInfo, isShebaValid } from '@persian-tools/persian-tools';
import { describe, expect, it } from 'vitest';
import { BANKS } from './banks';
import {
  formatIban,
  hasValidIbanCheckDigits,
  ibanBankCode,
  ibanProblem,
  normalizeIban,
  readIban,
  withIbanCheckDigits,
} from './iban';

describe('ibanProblem', () => {
  it.each([
    ['IR110170000000100000000002', null],
    ['ir110170000000100000000002', null],
    ['110170000000100000000002', null],
    ['IR11 0170 0000 0010 0000 0000 02', null],
    ['IR۱۱۰۱۷۰۰۰۰۰۰۰۱۰۰۰۰۰۰۰۰۰۰۲', null],
    ['١١٠١٧٠٠٠٠٠٠٠١٠٠٠٠٠٠٠٠٠٠٢', null],
    ['IR120170000000100000000002', 'CHECK_DIGITS'],
    ['IR110170000000100000000003', 'CHECK_DIGITS'],
    ['IR090990000000100000000002', 'UNKNOWN_BANK'],
    ['IR11017000000010000000000', 'LENGTH'],
    ['DE110170000000100000000002', 'LENGTH'],
    ['IR11017000000010000000000A', 'LENGTH'],
    ['', 'REQUIRED'],
  ] as const)('[RIAL-03] %s → %s', (input, problem) => {
    expect(ibanProblem(input)).toBe(problem);
  });

  it('reads an IBAN typed without IR, with spaces, as IR and 24 digits with its bank', () => {
    expect(readIban('۵۴ ۰۵۶۰ ۰۰۰۰ ۰۰۴۰ ۰۰۰۰ ۰۰۰۰ ۰۵')).toMatchObject({
      iban: 'IR540560000000400000000005',
      bank: { id: 'SAMAN' },
      problem: null,
    });
    expect(normalizeIban('IR12')).toBeNull();
    expect(ibanBankCode('IR540560000000400000000005')).toBe('056');
    expect(formatIban('IR540560000000400000000005')).toBe('IR54 0560 0000 0040 0000 0000 05');
  });

  it('[RIAL-03] agrees with persian-tools on the mod-97 check and the bank of each bank code', () => {
    for (const bank of BANKS) {
      const iban = withIbanCheckDigits(`${bank.ibanCode}0000001234567890123`);
      expect(hasValidIbanCheckDigits(iban), iban).toBe(true);
      expect(isShebaValid(iban), iban).toBe(true);
      expect(getShebaInfo(iban)?.code, iban).toBe(bank.ibanCode);
      const wrong = `${iban.slice(0, 25)}${(Number(iban[25]) + 1) % 10}`;
      expect(hasValidIbanCheckDigits(wrong), wrong).toBe(false);
      expect(isShebaValid(wrong), wrong).toBe(false);
    }
  });
});
