/** A token as search sees it: its symbol and its names per language. */
export interface SearchableToken {
  token: string;
  name: Partial<Record<string, string>>;
}

// Every kind of space, including the zero-width non-joiner Persian writes inside words (U+200C) and the
// joiner (U+200D), so «بیت‌کوین», «بیت کوین» and «بیتکوین» are one query.
const SPACES = /[\s\u200b-\u200d\u2060\ufeff]/g;
// Arabic keyboards type ي and ك where Persian has ی and ک; both must find the same coin.
const ARABIC_TO_PERSIAN: Record<string, string> = { ي: 'ی', ى: 'ی', ك: 'ک' };

/** Spec 000 §5: search ignores whitespace (ZWNJ included) and case. */
export function normalizeSearchText(text: string): string {
  return text
    .replace(SPACES, '')
    .replace(/[يىك]/g, (letter) => ARABIC_TO_PERSIAN[letter] ?? letter)
    .toLocaleLowerCase('en');
}

/** Whether a token matches a query by its symbol, Persian name or English name; an empty query matches all. */
export function matchesTokenSearch(token: SearchableToken, query: string): boolean {
  const needle = normalizeSearchText(query);
  if (!needle) return true;
  return [token.token, token.name.fa, token.name.en].some(
    (text) => text !== undefined && normalizeSearchText(text).includes(needle),
  );
}

/** The tokens matching a query, in their original order. */
export function searchTokens<T extends SearchableToken>(tokens: readonly T[], query: string): T[] {
  return tokens.filter((token) => matchesTokenSearch(token, query));
}
