import { useLingui } from '@lingui/react';
import { toPersianDigits } from '@wallet/core';

const keepDigits = (text: string) => text;

/** Writes Latin digits the way the active language does: Persian digits in fa, unchanged otherwise. */
export function useLocalDigits(): (text: string) => string {
  const { i18n } = useLingui();
  return i18n.locale === 'fa' ? toPersianDigits : keepDigits;
}

/** A whole percent in the active language: "۴۲٪" in fa, "42%" otherwise. */
export function useLocalPercent(): (percent: number) => string {
  const { i18n } = useLingui();
  return i18n.locale === 'fa'
    ? (percent) => `${toPersianDigits(String(percent))}\u066A`
    : (percent) => `${percent}%`;
}
