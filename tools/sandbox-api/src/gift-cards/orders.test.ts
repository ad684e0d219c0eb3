import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../errors';
import {
  giftCardOrderIdOfTask,
  giftCardTaskId,
  newActivationCode,
  newSupportCode,
  newTrackingNumber,
  readCardAmount,
} from './orders';

describe('gift card codes', () => {
  it('makes activation codes of four groups of four letters without look-alikes, never the same twice', () => {
    const codes = Array.from({ length: 2000 }, newActivationCode);
    for (const code of codes) {
      expect(code).toMatch(/^GIFT(-[2346789ABCDEFGHJKMNPQRTUVWXYZ]{4}){4}$/);
      // 0/O, 1/I/L and 5/S are never printed, so a code read off a card is typed right.
      expect(code.slice(5)).not.toMatch(/[01OILS5]/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('makes short support codes and 20-digit tracking numbers', () => {
    expect(newSupportCode()).toMatch(/^GC-[2346789ABCDEFGHJKMNPQRTUVWXYZ]{8}$/);
    for (let i = 0; i < 100; i++) expect(newTrackingNumber()).toMatch(/^[1-9]\d{19}$/);
  });

  it('names its order in the invoice’s taskId, and nothing else', () => {
    expect(giftCardOrderIdOfTask(giftCardTaskId(42))).toBe(42);
    expect(giftCardOrderIdOfTask('ad-cheque:42')).toBeNull();
    expect(giftCardOrderIdOfTask(null)).toBeNull();
  });
});

describe('readCardAmount', () => {
  it.each([
    ['۲۰۰٬۰۰۰', 0, '200000'],
    ['١٠٫٥', 6, '10.5'],
    ['0.00100', 8, '0.001'],
    [' 1,000 ', 0, '1000'],
  ])('reads %j with %i decimals as %j', (typed, decimals, expected) => {
    expect(readCardAmount(typed, decimals)).toBe(expected);
  });

  it.each([
    ['0', 6],
    ['-1', 6],
    ['abc', 6],
    ['1.5', 0],
    ['0.1234567', 6],
  ])('refuses %j with %i decimals with 400 BAD_INPUT_VALUES', (typed, decimals) => {
    const error = (() => {
      try {
        readCardAmount(typed, decimals);
        return null;
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({ status: 400, codeString: 'BAD_INPUT_VALUES' });
  });
});
