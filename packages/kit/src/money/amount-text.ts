import { toPersianDigits, type Locale } from '@wallet/core';
import { normalizeAmountInput } from './normalize-amount';

const MARKS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  fa: { group: '\u066C', decimal: '\u066B' },
};

// Separators our own text puts between thousands: the only characters a deletion may skip over.
const SHOWN_GROUP = /^[,\u066C]$/;
// A comma at the end of a shortened text is what is left of grouping, never a decimal mark being typed.
const TRAILING_COMMAS = /[,\u060C]+$/;

/**
 * How an amount field shows its plain value ("1234567.5"): thousands grouped, in the language's digits and
 * marks ("1,234,567.5", "۱٬۲۳۴٬۵۶۷٫۵"). Nothing is rounded or cut, and a trailing point or fraction zero being
 * typed stays ("12.", "0.50").
 */
export function amountText(value: string, locale: Locale): string {
  if (value === '') return '';
  const { group, decimal } = MARKS[locale];
  const pointAt = value.indexOf('.');
  const whole = pointAt === -1 ? value : value.slice(0, pointAt);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const text = pointAt === -1 ? grouped : `${grouped}${decimal}${value.slice(pointAt + 1)}`;
  return locale === 'fa' ? toPersianDigits(text) : text;
}

export interface AmountEdit {
  /** What the field showed before the edit. */
  previous: string;
  /** What the field holds after the browser applied the keystroke or paste. */
  raw: string;
  /** Where the caret is in `raw`. */
  caret: number;
  maxDecimals: number;
  locale: Locale;
  /** Which way a deletion went: Backspace removes before the caret, Delete after it. */
  deleting?: 'backward' | 'forward';
}

export interface AmountEditResult {
  /** The plain Latin decimal string the page gets ("1234.5"), or "". */
  value: string;
  /** What the field shows now. */
  text: string;
  /** Where the caret goes in `text`. */
  caret: number;
}

/**
 * Applies one edit of an amount field: reads the typed text as a plain number and shows it grouped in the
 * language's digits, with the caret after the same digits it followed as typed. A deletion that took only a
 * thousands separator takes the digit beyond it instead, as the separator is not the user's to delete.
 */
export function editAmountText(edit: AmountEdit): AmountEditResult {
  let { raw, caret } = edit;
  const { previous, maxDecimals, locale } = edit;
  const removedAt = raw.length === previous.length - 1 ? singleRemoval(previous, raw) : null;
  if (removedAt !== null && SHOWN_GROUP.test(previous.charAt(removedAt))) {
    if (edit.deleting === 'forward') {
      raw = previous.slice(0, removedAt + 1) + previous.slice(removedAt + 2);
      caret = removedAt + 1;
    } else if (removedAt > 0) {
      raw = previous.slice(0, removedAt - 1) + previous.slice(removedAt);
      caret = removedAt - 1;
    }
  }

  const isShorter = raw.length < previous.length;
  const read = (text: string) =>
    normalizeAmountInput(isShorter ? text.replace(TRAILING_COMMAS, '') : text, maxDecimals);
  const value = read(raw);
  const before = caret >= raw.length ? value : read(raw.slice(0, caret).replace(TRAILING_COMMAS, ''));
  const text = amountText(value, locale);
  return { value, text, caret: caretAfter(text, Math.min(before.length, value.length), MARKS[locale].group) };
}

/** Where in `text` the caret sits after `count` characters that are not separators. */
function caretAfter(text: string, count: number, group: string): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text.charAt(index) !== group) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/** The index of the one character `previous` lost to become `next`, if that is all that changed. */
function singleRemoval(previous: string, next: string): number | null {
  let at = 0;
  while (at < next.length && previous.charAt(at) === next.charAt(at)) at += 1;
  return previous.slice(at + 1) === next.slice(at) ? at : null;
}
