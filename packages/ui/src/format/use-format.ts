import { useMemo } from 'react';
import {
  formatAmount,
  formatPercent,
  formatToman,
  formatUsdPrice,
  toPersianDigits,
  type Decimal,
  type Locale,
} from '@wallet/core';
import { useSession } from '../session/session-context';

export interface Formatters {
  locale: Locale;
  amount(value: Decimal, decimals: number): string;
  toman(value: Decimal): string;
  usd(value: Decimal): string;
  /** A coin's USD price, with places by its size (see `usdPriceDecimals`). */
  usdPrice(value: Decimal): string;
  percent(value: Decimal): string;
  /** Digits of any text in the user's script (Persian digits in fa). */
  digits(text: string): string;
}

/** Number formatting for the active language: Persian digits and separators in fa, Latin elsewhere. */
export function useFormat(): Formatters {
  const { language } = useSession();
  return useMemo(() => formattersFor(language === 'fa' ? 'fa' : 'en'), [language]);
}

export function formattersFor(locale: Locale): Formatters {
  return {
    locale,
    amount: (value, decimals) => formatAmount(value, { decimals, locale }),
    toman: (value) => formatToman(value, locale),
    usd: (value) => formatAmount(value, { decimals: 2, locale, trimZeros: false }),
    usdPrice: (value) => formatUsdPrice(value, locale),
    percent: (value) => formatPercent(value, locale),
    digits: (text) => (locale === 'fa' ? toPersianDigits(text) : text),
  };
}
