import { toLatinDigits } from '@wallet/core';

/** As many whole digits as the contract's decimal strings allow (core's decimal input). */
const MAX_WHOLE_DIGITS = 30;

// Thousands separators and marks pasted along with numbers: Latin and Arabic commas, the Arabic thousands
// separator, spaces and the invisible direction and joiner marks.
const GROUPING = /[\s,\u060C\u066C\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;
// Decimal marks: the Latin point, the Arabic decimal separator and the slash Persian keyboards type for it.
const DECIMAL_MARK = /[.\u066B/]/g;

/**
 * What an amount field holds after a keystroke or a paste, as a Latin decimal string: Persian and Arabic
 * digits become Latin, decimal marks become ".", grouping goes, anything else is dropped, and the fraction is
 * cut (never rounded up) to `maxDecimals` places. A trailing "." stays so typing can go on. A comma typed at the
 * end, with no decimal mark yet, is the decimal key of a keyboard that uses a comma (fr), so it becomes ".";
 * anywhere else a comma groups thousands, as in core's parseDecimalInput.
 */
export function normalizeAmountInput(raw: string, maxDecimals: number): string {
  let text = toLatinDigits(raw).trim();
  if (/[,\u060C]$/.test(text) && !/[.\u066B/]/.test(text)) text = `${text.slice(0, -1)}.`;
  text = text
    .replace(GROUPING, '')
    .replace(DECIMAL_MARK, '.')
    .replace(/[^0-9.]/g, '');

  const pointAt = text.indexOf('.');
  const hasPoint = pointAt !== -1 && maxDecimals > 0;
  const wholeText = pointAt === -1 ? text : text.slice(0, pointAt);
  const fraction = pointAt === -1 ? '' : text.slice(pointAt + 1).replace(/\./g, '');

  let whole = wholeText.replace(/^0+(?=\d)/, '').slice(0, MAX_WHOLE_DIGITS);
  if (whole === '' && hasPoint) whole = '0';
  return hasPoint ? `${whole}.${fraction.slice(0, maxDecimals)}` : whole;
}
