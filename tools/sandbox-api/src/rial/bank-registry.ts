import type { UserRow } from '../profile/tables';

/**
 * The simulated banks' owner check (the README's sandbox section states it). The real bank matches a card or
 * IBAN to the owner's national code and phone; here the number itself decides, so tests and demos can pick
 * either answer:
 * - a card is the user's when its 15th digit (the one before the Luhn check digit) is even;
 * - an IBAN is the user's when its last digit is even.
 * Any other valid number belongs to someone else, whose name the bank keeps to itself.
 */
export function isOwnCard(number: string): boolean {
  return Number(number[14]) % 2 === 0;
}

export function isOwnIban(iban: string): boolean {
  return Number(iban[iban.length - 1]) % 2 === 0;
}

/** The name the bank holds for the user's account: the official name from KYC, else the display name. */
export function ownerNameOf(user: UserRow): string {
  const official = [user.officialFirstName, user.officialLastName].filter(Boolean).join(' ');
  return official || user.displayName;
}
