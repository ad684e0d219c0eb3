import { describe, expect, it } from 'vitest';
import { RIAL_PER_TOMAN, rialToToman, tomanToRial } from './rial-units';

describe('Toman and Rial', () => {
  it('counts ten Rial to the Toman', () => {
    expect(RIAL_PER_TOMAN).toBe('10');
  });

  it.each([
    ['0', '0'],
    ['5000', '50000'],
    ['25000000', '250000000'],
    ['1.5', '15'],
    ['0.1', '1'],
    ['-20', '-200'],
  ])('turns %s Toman into %s Rial, and back', (toman, rial) => {
    expect(tomanToRial(toman)).toBe(rial);
    expect(rialToToman(rial)).toBe(toman);
  });

  it('keeps Rial amounts that are not whole Toman exact', () => {
    expect(rialToToman('15')).toBe('1.5');
    expect(rialToToman('1')).toBe('0.1');
    expect(rialToToman('0.5')).toBe('0.05');
    expect(rialToToman('123456789012345678901234567')).toBe('12345678901234567890123456.7');
  });

  it('reads the Rial-withdraw daily limit of 2 billion IRR as 200,000,000 Toman', () => {
    expect(rialToToman('2000000000')).toBe('200000000');
    expect(tomanToRial('200000000')).toBe('2000000000');
  });

  it.each(['', '1e3', '1,000', ' 5', '۵۰۰۰', 'abc'])('refuses %j, which is not a decimal string', (value) => {
    expect(() => tomanToRial(value)).toThrow(TypeError);
    expect(() => rialToToman(value)).toThrow(TypeError);
  });
});
