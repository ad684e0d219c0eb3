import { toLatinDigits } from './phone';
import { PIN_HASH_ITERATIONS, PIN_LENGTH, PIN_MAX_WRONG_ATTEMPTS, type PinRecord } from './pin';

const PIN_SALT_BYTES = 16;
const PIN_HASH_BITS = 256;

/** The part of WebCrypto the PIN needs (browsers, and Node 20 as globalThis.crypto). */
export interface PinCrypto {
  getRandomValues<T extends Uint8Array>(array: T): T;
  subtle: {
    importKey(
      format: 'raw',
      keyData: Uint8Array,
      algorithm: 'PBKDF2',
      extractable: false,
      usages: ['deriveBits'],
    ): Promise<unknown>;
    deriveBits(
      algorithm: { name: 'PBKDF2'; hash: 'SHA-256'; salt: Uint8Array; iterations: number },
      key: unknown,
      length: number,
    ): Promise<ArrayBuffer>;
  };
}

function webCrypto(): PinCrypto {
  const found = (globalThis as { crypto?: PinCrypto }).crypto;
  if (!found?.subtle) throw new Error('WebCrypto is not available');
  return found;
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));
/** A PIN is Latin digits only, so its bytes are its character codes. */
const pinBytes = (pin: string) => Uint8Array.from(pin, (char) => char.charCodeAt(0));

/** The PIN as typed (Persian or Arabic digits too), in Latin digits; null unless exactly 4 digits. */
export function readPin(typed: string): string | null {
  const pin = toLatinDigits(typed.trim());
  return new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin) ? pin : null;
}

async function derive(pin: string, salt: Uint8Array, iterations: number, crypto: PinCrypto) {
  const key = await crypto.subtle.importKey('raw', pinBytes(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    PIN_HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** A new record for `pin`: a random salt and a slow hash (PBKDF2), never the PIN itself. */
export async function hashPin(
  typed: string,
  options: { iterations?: number; crypto?: PinCrypto } = {},
): Promise<PinRecord> {
  const pin = readPin(typed);
  if (pin === null) throw new RangeError(`A PIN is ${PIN_LENGTH} digits`);
  const crypto = options.crypto ?? webCrypto();
  const iterations = options.iterations ?? PIN_HASH_ITERATIONS;
  const salt = crypto.getRandomValues(new Uint8Array(PIN_SALT_BYTES));
  const hash = await derive(pin, salt, iterations, crypto);
  return { hash: toHex(hash), salt: toHex(salt), iterations, lastChecked: null, wrongAttempts: 0 };
}

/** Whether `typed` is the PIN of `record`; compares every byte, so the time taken tells nothing. */
export async function verifyPin(
  typed: string,
  record: Pick<PinRecord, 'hash' | 'salt' | 'iterations'>,
  crypto: PinCrypto = webCrypto(),
): Promise<boolean> {
  const pin = readPin(typed);
  if (pin === null) return false;
  const expected = fromHex(record.hash);
  const actual = await derive(pin, fromHex(record.salt), record.iterations, crypto);
  let difference = expected.length ^ actual.length;
  for (let index = 0; index < actual.length; index++) difference |= actual[index]! ^ (expected[index] ?? 0);
  return difference === 0;
}

export type PinCheckOutcome = 'UNLOCKED' | 'WRONG_PIN' | 'ATTEMPTS_EXHAUSTED';

/** The record after a check: a success stamps the time and forgets wrong tries; the 5th wrong one ends it. */
export function afterPinCheck(
  record: PinRecord,
  isRight: boolean,
  nowMs: number,
): { record: PinRecord; outcome: PinCheckOutcome } {
  if (isRight) return { record: { ...record, lastChecked: nowMs, wrongAttempts: 0 }, outcome: 'UNLOCKED' };
  const wrongAttempts = record.wrongAttempts + 1;
  return {
    record: { ...record, wrongAttempts },
    outcome: wrongAttempts >= PIN_MAX_WRONG_ATTEMPTS ? 'ATTEMPTS_EXHAUSTED' : 'WRONG_PIN',
  };
}

/** Wrong PINs the user may still enter before the session ends. */
export const pinAttemptsLeft = (record: Pick<PinRecord, 'wrongAttempts'>) =>
  Math.max(0, PIN_MAX_WRONG_ATTEMPTS - record.wrongAttempts);

export type PinSetupState = { step: 'ENTER' } | { step: 'CONFIRM'; first: string };
export type PinSetupOutcome = 'CONFIRM' | 'MISMATCH' | 'MATCH' | 'INVALID';

/**
 * Spec 000 §4 PIN setup: enter 4 digits, then the same again. A mismatch starts over from the first entry
 * (pinCode:pinsDontMatch); a match gives the PIN to store.
 */
export function nextPinSetup(
  state: PinSetupState,
  typed: string,
): { state: PinSetupState; outcome: PinSetupOutcome; pin?: string } {
  const pin = readPin(typed);
  if (pin === null) return { state, outcome: 'INVALID' };
  if (state.step === 'ENTER') return { state: { step: 'CONFIRM', first: pin }, outcome: 'CONFIRM' };
  if (pin !== state.first) return { state: { step: 'ENTER' }, outcome: 'MISMATCH' };
  return { state: { step: 'ENTER' }, outcome: 'MATCH', pin };
}
