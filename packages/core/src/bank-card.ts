import { bankOfCardPrefix, type Bank } from './banks';
import { toLatinDigits } from './phone';

/** A Shetab card number: 16 digits, the last one a Luhn check digit. */
export const CARD_NUMBER_LENGTH = 16;

// Spaces, dashes and the invisible marks pasted along with a number copied from a card or a message.
const IGNORED = /[\s\-\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** The card number as 16 Latin digits (Persian and Arabic digits, spaces and dashes accepted), or null. */
export function normalizeCardNumber(input: string): string | null {
  const digits = toLatinDigits(input).replace(IGNORED, '');
  return new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`).test(digits) ? digits : null;
}

/** The Luhn sum of digits, with the last digit counted as the check digit. */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const fromRight = digits.length - 1 - i;
    let digit = Number(digits[i]);
    if (fromRight % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

/** The Luhn (mod 10) check: doubling every second digit from the right, the sum ends in 0. */
export function passesLuhn(digits: string): boolean {
  return /^\d+$/.test(digits) && luhnSum(digits) % 10 === 0;
}

/** A number whose last digit is the Luhn check digit of the ones before it (sandbox demo data and tests). */
export function withLuhnCheckDigit(body: string): string {
  const check = (10 - (luhnSum(`${body}0`) % 10)) % 10;
  return `${body}${check}`;
}

export type CardNumberProblem = 'REQUIRED' | 'LENGTH' | 'CHECK_DIGIT' | 'UNKNOWN_BANK';

/** What is wrong with a typed card number, or null when it is a valid card of a known bank. */
export function cardNumberProblem(input: string): CardNumberProblem | null {
  if (toLatinDigits(input).replace(IGNORED, '') === '') return 'REQUIRED';
  const number = normalizeCardNumber(input);
  if (!number) return 'LENGTH';
  if (!passesLuhn(number)) return 'CHECK_DIGIT';
  return bankOfCardPrefix(number) ? null : 'UNKNOWN_BANK';
}

/** A typed card number read for sending: its 16 digits and bank, or what is wrong with it. */
export function readCardNumber(
  input: string,
): { number: string; bank: Bank; problem: null } | { problem: CardNumberProblem } {
  const problem = cardNumberProblem(input);
  if (problem) return { problem };
  const number = normalizeCardNumber(input)!;
  return { number, bank: bankOfCardPrefix(number)!, problem: null };
}

/** 16 digits in groups of four, as printed on the card: "6037 9912 3456 7890". */
export function formatCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
