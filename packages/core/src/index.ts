export { isIranianMobile, normalizeIranianMobile, toLatinDigits, toLocalIranianMobile } from './phone';
export type { Decimal } from './money';
export {
  abs,
  add,
  cmp,
  div,
  isDecimal,
  isNegative,
  isPositive,
  isZero,
  max,
  min,
  mul,
  neg,
  percentChange,
  roundDown,
  roundHalfUp,
  sub,
  sum,
} from './money';
export type { FormatAmountOptions, Locale } from './format';
export {
  amountInputToDisplay,
  formatAmount,
  formatPercent,
  formatToman,
  formatUsdPrice,
  toPersianDigits,
  usdPriceDecimals,
} from './format';
export { matchesTokenSearch, normalizeSearchText, searchTokens, type SearchableToken } from './search';
export {
  parseSortString,
  SORT_DIRECTIONS,
  SORT_KEYS,
  sortTokens,
  toSortString,
  type SortableToken,
  type SortDirection,
  type SortKey,
  type SortState,
} from './sort';
export { LIGHT_LUMINANCE_THRESHOLD, luminance, resolveTheme, type ThemeMode } from './theme';
export {
  chooseLanguage,
  directionOf,
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
  languageForTimezone,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from './language';
export { parseDecimalInput, readTypedAmount, type TypedAmountProblem } from './decimal-input';
export {
  addressProblem,
  fixedWithdrawAmount,
  withdrawableUsd,
  withdrawAmountProblem,
  withdrawLimitProblem,
  withdrawTotal,
  type AddressProblem,
  type AddressRules,
  type WithdrawAmountProblem,
  type WithdrawLimitProblem,
  type WithdrawLimits,
  type WithdrawTerms,
} from './withdraw';
export { safeBannerLink, type SafeBannerLink } from './banner-link';
export { chosenNetwork, networkName, networkQuery, type NetworkRef } from './networks';
