import { describe, expect, it } from 'vitest';
import { deriveCashInCode, isCashInCode } from './codes';

describe('cash-in codes', () => {
  it('derives 10 digits that pass the check, the same for the same user, another for another', () => {
    const code = deriveCashInCode('secret', 7, 0);
    expect(code).toMatch(/^[1-9]\d{9}$/);
    expect(isCashInCode(code)).toBe(true);
    expect(deriveCashInCode('secret', 7, 0)).toBe(code);
    expect(deriveCashInCode('secret', 8, 0)).not.toBe(code);
    expect(deriveCashInCode('secret', 7, 1)).not.toBe(code);
  });

  it('refuses a code with a changed digit, a wrong length or a leading zero', () => {
    const code = deriveCashInCode('secret', 7, 0);
    const changed = `${code.slice(0, 4)}${(Number(code[4]) + 1) % 10}${code.slice(5)}`;
    expect(isCashInCode(changed)).toBe(false);
    expect(isCashInCode(code.slice(1))).toBe(false);
    expect(isCashInCode('0000000000')).toBe(false);
    expect(isCashInCode('12345abcde')).toBe(false);
  });
});
