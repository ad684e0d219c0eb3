import { describe, expect, it } from 'vitest';
import {
  isPinLockDue,
  PIN_HASH_ITERATIONS,
  PIN_MAX_WRONG_ATTEMPTS,
  serverClockOffsetMs,
  type PinRecord,
} from './pin';
import { afterPinCheck, hashPin, nextPinSetup, pinAttemptsLeft, readPin, verifyPin } from './pin-code';

// Few rounds keep the table fast; the default is checked on its own.
const FAST = { iterations: 1000 };
const NOW = Date.parse('2026-11-23T10:00:00Z');
const record = (extra: Partial<PinRecord> = {}): PinRecord => ({
  hash: 'aa',
  salt: 'bb',
  iterations: 1000,
  lastChecked: null,
  wrongAttempts: 0,
  ...extra,
});

describe('readPin', () => {
  it.each([
    ['1234', '1234'],
    ['۱۲۳۴', '1234'],
    ['١٢٣٤', '1234'],
    [' 0000 ', '0000'],
    ['123', null],
    ['12345', null],
    ['12a4', null],
    ['', null],
  ])('%j -> %j', (typed, expected) => {
    expect(readPin(typed)).toBe(expected);
  });
});

describe('hashPin and verifyPin', () => {
  it('stores a salted hash, never the PIN', async () => {
    const stored = await hashPin('1234', FAST);
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.hash).not.toContain('1234');
    expect(stored).toMatchObject({ iterations: 1000, lastChecked: null, wrongAttempts: 0 });
  });

  it('salts each PIN anew: the same PIN gives another hash', async () => {
    const [first, second] = await Promise.all([hashPin('1234', FAST), hashPin('1234', FAST)]);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
  });

  it('uses the slow default rounds for a new PIN', async () => {
    expect((await hashPin('1234')).iterations).toBe(PIN_HASH_ITERATIONS);
  });

  it.each([
    ['1234', true],
    ['۱۲۳۴', true],
    ['1235', false],
    ['4321', false],
    ['0000', false],
    ['123', false],
    ['', false],
  ])('the PIN 1234 checked with %j is %s', async (typed, expected) => {
    const stored = await hashPin('1234', FAST);
    expect(await verifyPin(typed, stored)).toBe(expected);
  });

  it('refuses to hash anything but 4 digits', async () => {
    await expect(hashPin('12345', FAST)).rejects.toThrow(RangeError);
  });
});

describe('isPinLockDue', () => {
  it.each([
    ['PIN_CODE off', false, record({ lastChecked: null }), false],
    ['no PIN set', true, null, false],
    ['never checked', true, record({ lastChecked: null }), true],
    ['checked 59.999 s ago', true, record({ lastChecked: NOW - 59_999 }), false],
    ['checked just now', true, record({ lastChecked: NOW }), false],
    ['checked exactly 60 s ago', true, record({ lastChecked: NOW - 60_000 }), true],
    ['checked an hour ago', true, record({ lastChecked: NOW - 3_600_000 }), true],
    ['off though checked long ago', false, record({ lastChecked: NOW - 3_600_000 }), false],
  ] as const)('[SEC-03] %s -> %s', (_, isFeatureOn, stored, expected) => {
    expect(isPinLockDue({ isFeatureOn, record: stored, nowMs: NOW })).toBe(expected);
  });
});

describe('afterPinCheck', () => {
  it('a right PIN stamps the time and forgets the wrong tries', () => {
    const result = afterPinCheck(record({ wrongAttempts: 3 }), true, NOW);
    expect(result).toEqual({ outcome: 'UNLOCKED', record: record({ lastChecked: NOW, wrongAttempts: 0 }) });
  });

  it.each([
    [0, 'WRONG_PIN', 1],
    [3, 'WRONG_PIN', 4],
    [4, 'ATTEMPTS_EXHAUSTED', 5],
  ] as const)('a wrong PIN after %i wrong ones -> %s with %i counted', (before, outcome, after) => {
    const result = afterPinCheck(record({ wrongAttempts: before, lastChecked: 1 }), false, NOW);
    expect(result.outcome).toBe(outcome);
    expect(result.record.wrongAttempts).toBe(after);
    expect(result.record.lastChecked).toBe(1);
  });

  it('ends after 5 wrong PINs in a row', () => {
    let current = record();
    const outcomes: string[] = [];
    for (let index = 0; index < PIN_MAX_WRONG_ATTEMPTS; index++) {
      const result = afterPinCheck(current, false, NOW);
      current = result.record;
      outcomes.push(result.outcome);
    }
    expect(outcomes).toEqual(['WRONG_PIN', 'WRONG_PIN', 'WRONG_PIN', 'WRONG_PIN', 'ATTEMPTS_EXHAUSTED']);
    expect(pinAttemptsLeft(current)).toBe(0);
  });
});

describe('nextPinSetup', () => {
  it('[SEC-01] asks to confirm, restarts on a mismatch and gives the PIN on a match', () => {
    const first = nextPinSetup({ step: 'ENTER' }, '1234');
    expect(first).toEqual({ state: { step: 'CONFIRM', first: '1234' }, outcome: 'CONFIRM' });
    const mismatch = nextPinSetup(first.state, '1243');
    expect(mismatch).toEqual({ state: { step: 'ENTER' }, outcome: 'MISMATCH' });
    const again = nextPinSetup(nextPinSetup(mismatch.state, '5678').state, '۵۶۷۸');
    expect(again).toEqual({ state: { step: 'ENTER' }, outcome: 'MATCH', pin: '5678' });
  });

  it('ignores an entry that is not 4 digits', () => {
    expect(nextPinSetup({ step: 'ENTER' }, '12')).toEqual({ state: { step: 'ENTER' }, outcome: 'INVALID' });
  });
});

describe('serverClockOffsetMs', () => {
  it.each([
    ['Mon, 23 Nov 2026 10:01:00 GMT', NOW, 60_500],
    ['Mon, 23 Nov 2026 09:59:59 GMT', NOW, -500],
    [null, NOW, null],
    ['', NOW, null],
    ['not a date', NOW, null],
  ])('%j received at 10:00:00 -> %j', (header, receivedAt, expected) => {
    expect(serverClockOffsetMs(header, receivedAt)).toBe(expected);
  });
});
