import { z } from 'zod';

/** Every codeString the API answers with. Spec 001 §8 codes first, then the contract's own. */
export const ERROR_CODES = [
  // spec 001 §8
  'TELEGRAM_IS_LOGGED_OUT',
  'DUPLICATE_KYC_DOCUMENT',
  'INSUFFICIENT_USER_LEVEL',
  'PHONE_NUMBER_ALREADY_EXISTS',
  'NATIONAL_ID_ALREADY_EXISTS',
  'LIMIT_DAILY_WITHDRAW_EXCEEDED',
  'LIMIT_MONTHLY_WITHDRAW_EXCEEDED',
  'INSUFFICIENT_USER_BALANCE',
  'USER_BALANCE_LOCKED',
  'USER_DO_NOT_CONSIDER_NETWORK_FEE',
  // input and transport
  'BAD_INPUT_VALUES',
  'MALFORMED_JSON',
  'BODY_TOO_LARGE',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INTERNAL_ERROR',
  'IDEMPOTENCY_KEY_REUSED',
  // authentication
  'INVALID_PHONE_NUMBER',
  'TOO_MANY_OTP_REQUESTS',
  'TOO_MANY_OTP_ATTEMPTS',
  'WRONG_OTP_CODE',
  'OTP_CODE_EXPIRED',
  'INVALID_TELEGRAM_DATA',
  'TELEGRAM_DATA_EXPIRED',
  'SESSION_NOT_FOUND',
  // user and profile
  'EMAIL_ALREADY_EXISTS',
  'PHONE_NUMBER_NOT_FOUND',
  'EMAIL_NOT_FOUND',
  'CANNOT_DELETE_PRIMARY_PHONE',
  'REFERRAL_CODE_NOT_FOUND',
  'REFERRER_ALREADY_SET',
  'CANNOT_REFER_YOURSELF',
  'UTM_NOT_FOUND',
  'GIFT_CARD_NOT_FOUND',
  'GIFT_CARD_ALREADY_CLAIMED',
  'NO_REWARD_TO_CLAIM',
  'ADDRESS_NOT_FOUND',
  'ACTION_LINK_NOT_FOUND',
  'ACTION_LINK_EXPIRED',
  // assets
  'UNKNOWN_COIN',
  // price alerts
  'PRICE_ALERT_NOT_FOUND',
  'PRICE_ALERT_ALREADY_REACHED',
  'TOO_MANY_PRICE_ALERTS',
  // transactions
  'TRANSACTION_NOT_FOUND',
  // deposits
  'UNKNOWN_NETWORK',
  'DEPOSIT_NOT_AVAILABLE',
  // internal transfer
  'TRANSFER_RECIPIENT_NOT_FOUND',
  'CANNOT_TRANSFER_TO_YOURSELF',
  // address book
  'BAD_WALLET_ADDRESS_FORMAT',
  'BAD_MEMO_FORMAT',
  'ADDRESS_BOOK_ENTRY_NOT_FOUND',
  'ADDRESS_BOOK_ENTRY_EXISTS',
  'TOO_MANY_ADDRESS_BOOK_ENTRIES',
] as const;

export const errorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCode>;

export const apiErrorBody = z
  .object({
    status: z.number().int(),
    codeString: z.string(),
    localizedMessage: z.string(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
