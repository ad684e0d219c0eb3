import { createHmac } from 'node:crypto';
import { passesLuhn, withLuhnCheckDigit } from '@wallet/core';

/** A cash-in code: 10 digits, the first not 0, the last a Luhn check digit, so a mistyped digit is caught. */
export function isCashInCode(code: string): boolean {
  return /^[1-9]\d{9}$/.test(code) && passesLuhn(code);
}

/**
 * The user's code, derived from a secret so codes do not follow user ids; `attempt` gives another one when a
 * derived code is already taken.
 */
export function deriveCashInCode(secret: string, userId: number, attempt: number): string {
  const digest = createHmac('sha256', secret).update(`cash-in:${userId}:${attempt}`).digest();
  const body = 100_000_000 + (digest.readUInt32BE(0) % 900_000_000);
  return withLuhnCheckDigit(String(body));
}
