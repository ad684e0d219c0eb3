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
export { amountInputToDisplay, formatAmount, formatPercent, formatToman, toPersianDigits } from './format';
