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
  roundUp,
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
  LANGUAGE_TABLE,
  languageForTimezone,
  nativeNameOf,
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
export {
  parseStartParam,
  START_CODE_MAX_LENGTH,
  START_PAGES,
  START_PARAM_MAX_LENGTH,
  startParamFor,
  startParamProblem,
  type StartPage,
  type StartParamProblem,
  type StartTarget,
} from './start-param';
export { chosenNetwork, networkName, networkQuery, type NetworkRef } from './networks';
export {
  hasValidNationalCodeCheckDigit,
  isValidNationalCode,
  NATIONAL_CODE_LENGTH,
  nationalCodeProblem,
  normalizeNationalCode,
  withNationalCodeCheckDigit,
  type NationalCodeProblem,
} from './national-code';
export {
  ageInYears,
  birthDateProblem,
  isoDateToJalali,
  jalaliMonthDays,
  jalaliToday,
  jalaliToIsoDate,
  KYC_MAX_AGE_YEARS,
  KYC_MIN_AGE_YEARS,
  parseIsoDate,
  toIsoDate,
  type BirthDateProblem,
  type CalendarDay,
} from './birth-date';
export { findCity, findProvince, IRAN_PROVINCES, type PlaceName, type Province } from './provinces';
export {
  deliveryAddressProblems,
  POSTAL_CODE_LENGTH,
  readPostalCode,
  readRecipientMobile,
  RECIPIENT_MOBILE_LENGTH,
  type DeliveryAddressInput,
  type DeliveryAddressProblem,
  type DeliveryAddressProblems,
} from './delivery-address';
export type {
  DocumentUploadEvent,
  DocumentUploads,
  DocumentUploadState,
  DocumentUploadStatus,
} from './document-upload';
export {
  documentUploadPercent,
  documentUploadStatus,
  failedDocumentTypes,
  nextDocumentUploads,
} from './document-upload';
export {
  isPinLockDue,
  PIN_HASH_ITERATIONS,
  PIN_LENGTH,
  PIN_MAX_WRONG_ATTEMPTS,
  PIN_RECHECK_SECONDS,
  serverClockOffsetMs,
  type PinRecord,
} from './pin';
export {
  afterPinCheck,
  hashPin,
  nextPinSetup,
  pinAttemptsLeft,
  readPin,
  verifyPin,
  type PinCheckOutcome,
  type PinCrypto,
  type PinSetupOutcome,
  type PinSetupState,
} from './pin-code';
export {
  BANKS,
  bankById,
  bankOfCardPrefix,
  bankOfIbanCode,
  CARD_PREFIX_LENGTH,
  CARD_PREFIXES,
  type Bank,
  type BankId,
} from './banks';
export {
  CARD_NUMBER_LENGTH,
  cardNumberProblem,
  formatCardNumber,
  normalizeCardNumber,
  passesLuhn,
  readCardNumber,
  withLuhnCheckDigit,
  type CardNumberProblem,
} from './bank-card';
export {
  formatIban,
  hasValidIbanCheckDigits,
  IBAN_LENGTH,
  ibanBankCode,
  ibanMod97,
  ibanProblem,
  normalizeIban,
  readIban,
  withIbanCheckDigits,
  type IbanProblem,
} from './iban';
export { RIAL_PER_TOMAN, rialToToman, tomanToRial } from './rial-units';
export { isolateLtr } from './bidi';
export {
  LEVEL_ABILITIES,
  levelAbilities,
  levelsThat,
  USER_LEVELS,
  type KycTier,
  type LevelAbilities,
  type LevelLimit,
  type UserLevel,
} from './user-levels';
export {
  SHARE_OPEN_TEXT,
  shareResultOf,
  shareStartLink,
  type ShareItem,
  type ShareLanguage,
  type ShareResult,
} from './share-message';
