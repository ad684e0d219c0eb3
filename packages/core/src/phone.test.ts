import { describe, expect, it } from 'vitest';
import { isIranianMobile, normalizeIranianMobile, toLatinDigits, toLocalIranianMobile } from './phone';

const E164 = '+989121234567';

describe('toLatinDigits', () => {
  it.each([
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['0123456789', '0123456789'],
    ['مبلغ ۱۲٫۵', 'مبلغ 12٫5'],
    ['۱2٣', '123'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(toLatinDigits(input)).toBe(expected);
  });
});

describe('normalizeIranianMobile', () => {
  it.each([
    ['09121234567'],
    ['+989121234567'],
    ['989121234567'],
    ['00989121234567'],
    ['9121234567'],
    ['0912 123 4567'],
    ['0912-123-4567'],
    ['(0912) 123-4567'],
    ['+98 (912) 123 45 67'],
    ['0098 912 123 4567'],
    ['  09121234567\t'],
    ['۰۹۱۲۱۲۳۴۵۶۷'],
    ['+۹۸۹۱۲۱۲۳۴۵۶۷'],
    ['٠٩١٢١٢٣٤٥٦٧'],
    ['\u200E09121234567\u200F'],
    ['\u200C۰۹۱۲\u200C۱۲۳\u200C۴۵۶۷'],
    ['\u200F+98 912 123 4567\u200E'],
    ['\u00A00912\u00A0123\u00A04567\u00A0'],
  ])('accepts %j', (input) => {
    expect(normalizeIranianMobile(input)).toBe(E164);
  });

  it.each([['09121234567'], ['0912 123 4567'], ['۰۹۱۲۱۲۳۴۵۶۷'], ['\u200E09121234567']])(
    '[AUTH-02] converts %j (leading 0) to +98 form',
    (input) => {
      expect(normalizeIranianMobile(input)).toBe(E164);
    },
  );

  it.each([
    ['09351234567', '+989351234567'],
    ['09901234567', '+989901234567'],
    ['+98 930 000 0000', '+989300000000'],
  ])('keeps the subscriber digits of %j', (input, expected) => {
    expect(normalizeIranianMobile(input)).toBe(expected);
  });

  it.each([
    ['landline with trunk 0', '02112345678'],
    ['landline in E.164', '+982112345678'],
    ['landline with 0098', '00982112345678'],
    ['too short', '0912123456'],
    ['too long', '091212345678'],
    ['too long E.164', '+9891212345678'],
    ['too short E.164', '+98912123456'],
    ['letters', '0912abc4567'],
    ['trailing letter', '09121234567x'],
    ['empty', ''],
    ['only whitespace', '   '],
    ['only marks', '\u200C\u200E'],
    ['US number', '+14155550100'],
    ['UK number', '+447911123456'],
    ['+98 followed by 0', '+980121234567'],
    ['+98 followed by 8', '+988121234567'],
    ['plus without country code', '+9121234567'],
    ['plus before trunk 0', '+09121234567'],
    ['plus in the middle', '0912+1234567'],
    ['double trunk 0', '009121234567'],
    ['98 without 9 after', '982112345678'],
    ['dots as separators', '0912.123.4567'],
    ['national number not starting with 9', '8121234567'],
  ])('rejects %s (%j)', (_label, input) => {
    expect(normalizeIranianMobile(input)).toBeNull();
  });
});

describe('isIranianMobile', () => {
  it.each([
    ['09121234567', true],
    ['+989121234567', true],
    ['۰۹۱۲ ۱۲۳ ۴۵۶۷', true],
    ['02112345678', false],
    ['+14155550100', false],
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isIranianMobile(input)).toBe(expected);
  });
});

describe('toLocalIranianMobile', () => {
  it.each([
    ['+989121234567', '09121234567'],
    ['+989351234567', '09351234567'],
    ['+982112345678', '02112345678'],
  ])('[I18N-06] displays %j with a leading 0 as %j', (input, expected) => {
    expect(toLocalIranianMobile(input)).toBe(expected);
  });

  it.each([
    ['+14155550100'],
    ['09121234567'],
    ['989121234567'],
    ['+98'],
    ['+98 912 123 4567'],
    [''],
    ['not a phone'],
  ])('returns %j unchanged', (input) => {
    expect(toLocalIranianMobile(input)).toBe(input);
  });

  it.each([['09121234567'], ['۰۹۱۲-۱۲۳-۴۵۶۷'], ['00989121234567']])(
    'round-trips %j through E.164 to the local form',
    (input) => {
      const e164 = normalizeIranianMobile(input);
      expect(e164).not.toBeNull();
      expect(toLocalIranianMobile(e164 ?? '')).toBe('09121234567');
    },
  );
});
