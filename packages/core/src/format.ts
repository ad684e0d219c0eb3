import type { Decimal } from './money';
import { isDecimal, isPositive, roundDown, roundHalfUp } from './money';

export type Locale = 'fa' | 'en';

export interface FormatAmountOptions {
  decimals: number;
  locale: Locale;
  /** Drop trailing fraction zeros (default true); when false the fraction is padded to `decimals`. */
  trimZeros?: boolean;
  /** Group thousands in the integer part (default true). */
  grouping?: boolean;
}

const SEPARATORS: Record<Locale, { group: string; decimal: string; percent: string }> = {
  en: { group: ',', decimal: '.', percent: '%' },
  fa: { group: '\u066C', decimal: '\u066B', percent: '\u066A' },
};

const PERSIAN_ZERO = 0x06f0;

/** Converts ASCII digits 0-9 to Persian digits ۰-۹; other characters are kept. */
export function toPersianDigits(s: string): string {
  return s.replace(/[0-9]/g, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)));
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function localize(canonical: Decimal, opts: Required<FormatAmountOptions>): string {
  const negative = canonical.startsWith('-');
  const unsigned = negative ? canonical.slice(1) : canonical;
  const [intPart = '0', rawFraction = ''] = unsigned.split('.');
  const fraction = opts.trimZeros ? rawFraction : rawFraction.padEnd(opts.decimals, '0');
  const { group, decimal } = SEPARATORS[opts.locale];
  const grouped = opts.grouping ? groupThousands(intPart, group) : intPart;
  const body = fraction ? `${grouped}${decimal}${fraction}` : grouped;
  const text = `${negative ? '-' : ''}${body}`;
  return opts.locale === 'fa' ? toPersianDigits(text) : text;
}

/**
 * Formats a decimal for display, rounding towards zero to `decimals` places so an amount is
 * never shown larger than it is.
 */
export function formatAmount(value: Decimal, opts: FormatAmountOptions): string {
  const full: Required<FormatAmountOptions> = { trimZeros: true, grouping: true, ...opts };
  return localize(roundDown(value, full.decimals), full);
}

/** Toman (IRT) amounts are shown without decimals, grouped. */
export function formatToman(value: Decimal, locale: Locale): string {
  return formatAmount(value, { decimals: 0, locale });
}

/** Formats a percentage with exactly 2 decimals (half-up) and an explicit '+' for positive values. */
export function formatPercent(value: Decimal, locale: Locale): string {
  const rounded = roundHalfUp(value, 2);
  // Already at 2 decimals, so the round-down inside localize is a no-op.
  const text = localize(rounded, { decimals: 2, locale, trimZeros: false, grouping: true });
  return `${isPositive(rounded) ? '+' : ''}${text}${SEPARATORS[locale].percent}`;
}

/** Value for an amount input: zero, negative or non-decimal amounts render empty. */
export function amountInputToDisplay(value: string): string {
  return isDecimal(value) && isPositive(value) ? value : '';
}
