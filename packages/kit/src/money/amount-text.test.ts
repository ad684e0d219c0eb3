import { describe, expect, it } from 'vitest';
import { amountText, editAmountText, type AmountEdit } from './amount-text';

/** Types `typed` at the caret ("|") of `shown`, as the browser would, and applies the edit. */
function type(shown: string, typed: string, options: Partial<AmountEdit> = {}) {
  const at = shown.indexOf('|');
  const previous = shown.replace('|', '');
  const raw = previous.slice(0, at) + typed + previous.slice(at);
  return show(
    editAmountText({ previous, raw, caret: at + typed.length, maxDecimals: 6, locale: 'en', ...options }),
  );
}

/** Presses Backspace (or Delete) at the caret ("|") of `shown`. */
function erase(shown: string, deleting: 'backward' | 'forward', options: Partial<AmountEdit> = {}) {
  const at = shown.indexOf('|');
  const previous = shown.replace('|', '');
  const from = deleting === 'backward' ? at - 1 : at;
  const raw = previous.slice(0, from) + previous.slice(from + 1);
  return show(
    editAmountText({ previous, raw, caret: from, maxDecimals: 6, locale: 'en', deleting, ...options }),
  );
}

/** The result as its text with the caret drawn in, and the value. */
function show({ value, text, caret }: { value: string; text: string; caret: number }) {
  return { value, text: `${text.slice(0, caret)}|${text.slice(caret)}` };
}

describe('amountText', () => {
  it.each([
    ['', 'en', ''],
    ['0', 'en', '0'],
    ['999', 'en', '999'],
    ['1000', 'en', '1,000'],
    ['1234567', 'en', '1,234,567'],
    ['1234567', 'fa', '۱٬۲۳۴٬۵۶۷'],
    ['1234.5678', 'en', '1,234.5678'],
    ['0.5', 'fa', '۰٫۵'],
    ['12.', 'en', '12.'],
    ['12.', 'fa', '۱۲٫'],
    ['0.50', 'en', '0.50'],
  ] as const)('shows %j in %s as %j', (value, locale, text) => {
    expect(amountText(value, locale)).toBe(text);
  });
});

describe('editAmountText', () => {
  it('groups thousands as digits are typed, the caret staying after the typed digit', () => {
    expect(type('1|', '0')).toEqual({ value: '10', text: '10|' });
    expect(type('100|', '0')).toEqual({ value: '1000', text: '1,000|' });
    expect(type('123,456|', '7')).toEqual({ value: '1234567', text: '1,234,567|' });
  });

  it('shows Persian digits and marks in fa, whichever digits were typed', () => {
    const fa = { locale: 'fa' } as const;
    expect(type('۱۲۳|', '4', fa)).toEqual({ value: '1234', text: '۱٬۲۳۴|' });
    expect(type('۱۲۳|', '٤', fa)).toEqual({ value: '1234', text: '۱٬۲۳۴|' });
    expect(type('۱۲۳|', '۴', fa)).toEqual({ value: '1234', text: '۱٬۲۳۴|' });
    expect(type('۱٬۲۳۴٬۵۶|', '۷', fa)).toEqual({ value: '1234567', text: '۱٬۲۳۴٬۵۶۷|' });
  });

  it('keeps the caret after the typed digit in the middle of the number, across a new separator', () => {
    expect(type('1,2|34', '9')).toEqual({ value: '12934', text: '12,9|34' });
    expect(type('|234', '1')).toEqual({ value: '1234', text: '1|,234' });
    expect(type('99,99|9', '9')).toEqual({ value: '999999', text: '999,99|9' });
    expect(type('۱۲|۳', '۵', { locale: 'fa' })).toEqual({ value: '1253', text: '۱٬۲۵|۳' });
  });

  it('takes out the digit beyond a thousands separator deleted on its own', () => {
    expect(erase('1,|234', 'backward')).toEqual({ value: '234', text: '|234' });
    expect(erase('12|,345', 'forward')).toEqual({ value: '1245', text: '1,2|45' });
    expect(erase('۱٬|۲۳۴', 'backward', { locale: 'fa' })).toEqual({ value: '234', text: '|۲۳۴' });
  });

  it('regroups after a digit is deleted, the caret staying where the digit was', () => {
    expect(erase('1,234|', 'backward')).toEqual({ value: '123', text: '123|' });
    expect(erase('1,2|34', 'backward')).toEqual({ value: '134', text: '1|34' });
    expect(erase('1,|234', 'forward')).toEqual({ value: '134', text: '1|34' });
    expect(erase('1,234,5|67', 'backward')).toEqual({ value: '123467', text: '123,4|67' });
  });

  it('keeps a decimal mark being typed and the fraction as typed', () => {
    expect(type('0|', '.')).toEqual({ value: '0.', text: '0.|' });
    expect(type('0.|', '5')).toEqual({ value: '0.5', text: '0.5|' });
    expect(type('|', '.')).toEqual({ value: '0.', text: '0.|' });
    expect(type('1,234|', '.')).toEqual({ value: '1234.', text: '1,234.|' });
    expect(type('1,234.5|', '0')).toEqual({ value: '1234.50', text: '1,234.50|' });
    expect(type('۰|', '٫', { locale: 'fa' })).toEqual({ value: '0.', text: '۰٫|' });
    expect(type('۰٫|', '۵', { locale: 'fa' })).toEqual({ value: '0.5', text: '۰٫۵|' });
    expect(type('۱۲|', '/', { locale: 'fa' })).toEqual({ value: '12.', text: '۱۲٫|' });
    expect(type('12|', ',')).toEqual({ value: '12.', text: '12.|' });
  });

  it('reads a deleted fraction digit and a deleted point', () => {
    expect(erase('1,234.5|', 'backward')).toEqual({ value: '1234.', text: '1,234.|' });
    expect(erase('1,234.|', 'backward')).toEqual({ value: '1234', text: '1,234|' });
    expect(erase('1,234|.5', 'forward')).toEqual({ value: '12345', text: '12,34|5' });
  });

  it('stops at the most decimals the coin has, the caret not moving past the text', () => {
    expect(type('0.12|', '3', { maxDecimals: 2 })).toEqual({ value: '0.12', text: '0.12|' });
    expect(type('1,000|', '.', { maxDecimals: 0 })).toEqual({ value: '1000', text: '1,000|' });
    expect(type('0.1|2', '9', { maxDecimals: 2 })).toEqual({ value: '0.19', text: '0.19|' });
  });

  it('drops what is not a number and leaves the caret where it was', () => {
    expect(type('1,2|34', 'x')).toEqual({ value: '1234', text: '1,2|34' });
    expect(type('12|', '-')).toEqual({ value: '12', text: '12|' });
  });

  it('reads a paste with any digits and separators as one number', () => {
    expect(type('|', '1,234,567.89')).toEqual({ value: '1234567.89', text: '1,234,567.89|' });
    expect(type('|', '۱٬۲۳۴٬۵۶۷', { locale: 'fa' })).toEqual({ value: '1234567', text: '۱٬۲۳۴٬۵۶۷|' });
    expect(type('|', '١٢٣٤٥٦٧', { locale: 'fa' })).toEqual({ value: '1234567', text: '۱٬۲۳۴٬۵۶۷|' });
    expect(type('|', '\u200e۵۰۰ ۰۰۰\u200f', { locale: 'fa' })).toEqual({ value: '500000', text: '۵۰۰٬۰۰۰|' });
  });

  it('reads a field filled at once with a plain number (as an automated fill does)', () => {
    const edit = editAmountText({ previous: '', raw: '1000', caret: 4, maxDecimals: 0, locale: 'fa' });
    expect(edit).toEqual({ value: '1000', text: '۱٬۰۰۰', caret: 5 });
  });
});
