import { describe, expect, it } from 'vitest';
import { usdtCeiling } from './usdt-ceiling';

describe('usdtCeiling', () => {
  it('adds the 0.5 % tolerance and rounds up to Tether’s smallest unit', () => {
    expect(usdtCeiling('4.2')).toBe('4.221');
    expect(usdtCeiling('3.333333')).toBe('3.35');
    expect(usdtCeiling('0.000001')).toBe('0.000002');
  });
});
