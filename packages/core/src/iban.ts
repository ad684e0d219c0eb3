import { bankOfIbanCode, type Bank } from './banks';
import { toLatinDigits } from './phone';

/** An Iranian IBAN (sheba): "IR", two check digits, then 22 digits, the first three the bank code. */
export const IBAN_LENGTH = 26;
const IBAN_DIGITS = IBAN_LENGTH - 2;

// Spaces, dashes and the invisible marks pasted along with an IBAN copied from a bank's app.
const IGNORED = /[\s\-\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * The IBAN as "IR" and 24 Latin digits, typed with or without "IR" (any case), with spaces and Persian or
 * Arabic digits; null when it is not that shape.
 */
export function normalizeIban(input: string): string | null {
  const text = toLatinDigits(input).replace(IGNORED, '').toUpperCase();
  const digits = text.startsWith('IR') ? text.slice(2) : text;
  return new RegExp(`^\\d{${IBAN_DIGITS}}$`).test(digits) ? `IR${digits}` : null;
}

/** ISO 7064 mod 97-10 of an IBAN: the first four characters moved to the end, letters as 10–35. */
export function ibanMod97(iban: string): number {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const ch of moved) {
    const value = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** True when the IBAN's check digits are right (its mod 97 is 1). */
export function hasValidIbanCheckDigits(iban: string): boolean {
  return /^IR\d{24}$/.test(iban) && ibanMod97(iban) === 1;
}

/** An IBAN from its 22 digits after the check digits (bank code and account), with the check digits put in. */
export function withIbanCheckDigits(bankCodeAndAccount: string): string {
  const check = 98 - ibanMod97(`IR00${bankCodeAndAccount}`);
  return `IR${String(check).padStart(2, '0')}${bankCodeAndAccount}`;
}

/** The three-digit bank code: the 5th to 7th characters, after "IR" and the check digits. */
export function ibanBankCode(iban: string): string {
  return iban.slice(4, 7);
}

export type IbanProblem = 'REQUIRED' | 'LENGTH' | 'CHECK_DIGITS' | 'UNKNOWN_BANK';

/** What is wrong with a typed IBAN, or null when it is a valid IBAN of a known bank. */
export function ibanProblem(input: string): IbanProblem | null {
  if (toLatinDigits(input).replace(IGNORED, '') === '') return 'REQUIRED';
  const iban = normalizeIban(input);
  if (!iban) return 'LENGTH';
  if (!hasValidIbanCheckDigits(iban)) return 'CHECK_DIGITS';
  return bankOfIbanCode(ibanBankCode(iban)) ? null : 'UNKNOWN_BANK';
}

/** A typed IBAN read for sending: "IR" and 24 digits and its bank, or what is wrong with it. */
export function readIban(
  input: string,
): { iban: string; bank: Bank; problem: null } | { problem: IbanProblem } {
  const problem = ibanProblem(input);
  if (problem) return { problem };
  const iban = normalizeIban(input)!;
  return { iban, bank: bankOfIbanCode(ibanBankCode(iban))!, problem: null };
}

/** The IBAN in groups of four, as banks print it: "IR06 0170 0000 …". */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
