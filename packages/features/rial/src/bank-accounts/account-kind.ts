import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { cardNumberProblem, formatCardNumber, formatIban, ibanProblem } from '@wallet/core';

/** The two things a user registers with their bank: a card, or an IBAN (sheba). */
export type AccountKind = 'card' | 'iban';

/** What the field says is wrong with a typed number, checked with core's rules as the server checks them. */
const CARD_PROBLEMS = {
  REQUIRED: msg`Enter the card number.`,
  LENGTH: msg`A card number has 16 digits.`,
  CHECK_DIGIT: msg`This card number is not valid. Check its digits.`,
  UNKNOWN_BANK: msg`This card's bank is not supported.`,
} as const;

const IBAN_PROBLEMS = {
  REQUIRED: msg`Enter the IBAN.`,
  LENGTH: msg`An IBAN is IR followed by 24 digits.`,
  CHECK_DIGITS: msg`This IBAN is not valid. Check its digits.`,
  UNKNOWN_BANK: msg`This IBAN's bank is not supported.`,
} as const;

export function numberProblem(kind: AccountKind, typed: string): MessageDescriptor | null {
  if (kind === 'card') {
    const problem = cardNumberProblem(typed);
    return problem ? CARD_PROBLEMS[problem] : null;
  }
  const problem = ibanProblem(typed);
  return problem ? IBAN_PROBLEMS[problem] : null;
}

/** A card in groups of four, an IBAN in groups of four after IR; both read left to right. */
export function formatAccountNumber(kind: AccountKind, number: string): string {
  return kind === 'card' ? formatCardNumber(number) : formatIban(number);
}
