const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** Converts Persian (۰-۹) and Arabic-Indic (٠-٩) digits to ASCII 0-9; other characters are kept. */
export function toLatinDigits(s: string): string {
  return s.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

// Bidi and joiner marks are invisible but commonly pasted along with numbers copied from
// Persian text (ZWNJ, ZWJ, ZWSP, LRM/RLM, ALM, embeddings/isolates, BOM).
const INVISIBLE_MARKS = /[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;
// Whitespace, ASCII and Unicode dashes (including the minus sign) and parentheses.
const SEPARATORS = /[\s\-\u2010-\u2015\u2212()]/g;

// Each accepted prefix is followed by the 10-digit national significant number, which for
// mobiles always starts with 9.
const MOBILE_PATTERNS: readonly RegExp[] = [
  /^\+98(9\d{9})$/,
  /^0098(9\d{9})$/,
  /^98(9\d{9})$/,
  /^0(9\d{9})$/,
  /^(9\d{9})$/,
];

/**
 * Normalises an Iranian mobile number to E.164 (`+989XXXXXXXXX`).
 * Returns null for anything that is not an Iranian mobile number (landlines, other countries,
 * wrong length, stray characters).
 */
export function normalizeIranianMobile(input: string): string | null {
  const compact = toLatinDigits(input).replace(INVISIBLE_MARKS, '').replace(SEPARATORS, '');
  for (const pattern of MOBILE_PATTERNS) {
    const national = pattern.exec(compact)?.[1];
    if (national !== undefined) return `+98${national}`;
  }
  return null;
}

export function isIranianMobile(input: string): boolean {
  return normalizeIranianMobile(input) !== null;
}

/** Displays an Iranian E.164 number (`+98…`) in the national form with a leading 0; other strings are returned unchanged. */
export function toLocalIranianMobile(e164: string): string {
  const match = /^\+98(\d+)$/.exec(e164);
  return match ? `0${match[1]}` : e164;
}
