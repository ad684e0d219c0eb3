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

/** The most places a price below one dollar is shown with. */
const MAX_PRICE_DECIMALS = 12;

/**
 * Places to show a USD price with, by its size: 2 from $1,000 up, 4 from $1 up, and below $1 enough for four
 * significant digits (0.2735, 0.000008123), so a cheap coin's price never shows as $0.
 */
export function usdPriceDecimals(price: Decimal): number {
  const [intPart = '0', fraction = ''] = price.replace(/^-/, '').split('.');
  const wholeDigits = intPart.replace(/^0+/, '').length;
  if (wholeDigits >= 4) return 2;
  if (wholeDigits >= 1) return 4;
  const leadingZeros = /^0*/.exec(fraction)?.[0].length ?? 0;
  return Math.min(MAX_PRICE_DECIMALS, leadingZeros + 4);
}

/** A USD price at the places `usdPriceDecimals` picks, trailing zeros dropped. */
export function formatUsdPrice(price: Decimal, locale: Locale): string {
  return formatAmount(price, { decimals: usdPriceDecimals(price), locale });
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
