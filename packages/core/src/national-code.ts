import { toLatinDigits } from './phone';

/** An Iranian national code (code melli): 10 digits, the last one a check digit. */
export const NATIONAL_CODE_LENGTH = 10;

// Invisible marks and separators people paste along with a number copied from a card or a message.
const IGNORED = /[\s\-\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** The national code as 10 Latin digits (Persian and Arabic digits accepted), or null when it is not 10 digits. */
export function normalizeNationalCode(input: string): string | null {
  const digits = toLatinDigits(input).replace(IGNORED, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/**
 * The check digit rule: the first nine digits weighted 10 down to 2, summed, modulo 11; a remainder under 2 is
 * the check digit itself, otherwise 11 minus it. Ten equal digits pass the sum but are never issued.
 */
export function hasValidNationalCodeCheckDigit(code: string): boolean {
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i);
  const remainder = sum % 11;
  const check = remainder < 2 ? remainder : 11 - remainder;
  return check === Number(code[9]);
}

export type NationalCodeProblem = 'REQUIRED' | 'LENGTH' | 'CHECK_DIGIT';

/** What is wrong with a typed national code, or null when it is a valid one. */
export function nationalCodeProblem(input: string): NationalCodeProblem | null {
  if (toLatinDigits(input).replace(IGNORED, '') === '') return 'REQUIRED';
  const code = normalizeNationalCode(input);
  if (!code) return 'LENGTH';
  return hasValidNationalCodeCheckDigit(code) ? null : 'CHECK_DIGIT';
}

export function isValidNationalCode(input: string): boolean {
  return nationalCodeProblem(input) === null;
}

/** A valid national code from its first nine digits (sandbox demo data and tests). */
export function withNationalCodeCheckDigit(firstNine: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(firstNine[i]) * (10 - i);
  const remainder = sum % 11;
  return `${firstNine}${remainder < 2 ? remainder : 11 - remainder}`;
}
