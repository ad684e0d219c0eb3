/*
 * What the PIN lock decides at start. Typing, hashing and checking a PIN are in pin-code.ts, which only the
 * PIN screens load, so they stay out of the start-up code.
 */

/** Spec 001 §9: a PIN is 4 digits, checked again after 60 s. */
export const PIN_LENGTH = 4;
export const PIN_RECHECK_SECONDS = 60;
/** Wrong PINs in a row after which the session ends: 4 digits alone cannot stop guessing. */
export const PIN_MAX_WRONG_ATTEMPTS = 5;
/** PBKDF2-SHA-256 rounds for a new PIN; a stored record keeps its own count. */
export const PIN_HASH_ITERATIONS = 210_000;

/** The stored PIN (spec 000 §3: value = hash, lastChecked), with what a check needs and the wrong tries. */
export interface PinRecord {
  hash: string;
  salt: string;
  iterations: number;
  /** Epoch ms of the last successful check, on the server-corrected clock; null before the first. */
  lastChecked: number | null;
  wrongAttempts: number;
}

/**
 * Spec 000 §4 PIN lock: with PIN_CODE on and a PIN set, the app locks at start when the PIN was never
 * checked or was last checked 60 s or more ago.
 */
export function isPinLockDue(state: {
  isFeatureOn: boolean;
  record: Pick<PinRecord, 'lastChecked'> | null;
  nowMs: number;
}): boolean {
  if (!state.isFeatureOn || state.record === null) return false;
  const { lastChecked } = state.record;
  if (lastChecked === null) return true;
  return state.nowMs - lastChecked >= PIN_RECHECK_SECONDS * 1000;
}

/**
 * How far the server's clock is ahead of this device's, from an answer's Date header (whole seconds, so
 * the middle of that second is the best guess); null when the header is missing or unreadable.
 */
export function serverClockOffsetMs(dateHeader: string | null, receivedAtMs: number): number | null {
  if (!dateHeader) return null;
  const serverMs = Date.parse(dateHeader);
  if (Number.isNaN(serverMs)) return null;
  return serverMs + 500 - receivedAtMs;
}
