export * from './define';
export * from './calls';
export * from './schemas/primitives';
export * from './schemas/errors';
export * from './schemas/coins';
export * from './schemas/user';
export * from './schemas/assets';
export * from './schemas/market';
export * from './schemas/portfolio';
export * from './schemas/alerts';
export { otpCode, otpSent, loginResult } from './calls/auth';
export * from './client/api-error';
export * from './client/create-client';
export { callHeaders, CALL_HEADER_NAMES, type CallHeaderValues } from './client/call-headers';
export { withEarlyAnswers, takeEarlyAnswer, EARLY_ANSWER_LIFETIME_MS } from './client/early-calls';
export * from './client/wallet-api';
export { CALL_ROUTES } from './client/call-routes.generated';
export type { CallRoute } from './client/call-routes';
export * from './schemas/transactions';
export * from './schemas/transaction-filters';
export * from './schemas/deposit';
export * from './schemas/transfers';
export * from './schemas/address-book';
export * from './schemas/withdraw';
export * from './schemas/express-withdraw';
export * from './schemas/two-factor';
export * from './schemas/kyc';
export * from './schemas/bank-accounts';
export * from './schemas/rial';
export * from './schemas/direct-debit';
export * from './schemas/gateway';
export * from './schemas/cash-in';
export * from './schemas/rial-withdraw';
export * from './schemas/card-to-card';
export * from './schemas/trade';
export * from './schemas/invoices';
export * from './schemas/ad-cheques';
export * from './schemas/giveaways';
export * from './schemas/shop';
export * from './schemas/gift-cards';
export * from './schemas/notification-settings';
export * from './schemas/express-buy';
export * from './schemas/otc';
export { TRADE_FLAGS } from './calls/otc';
export * from './calls/kyc-documents';
export * from './upload/upload-document';
export {
  FEEDBACK_CAPTION_MAX_LENGTH,
  FEEDBACK_MEDIA_MAX_BYTES,
  FEEDBACK_MEDIA_MAX_COUNT,
  FEEDBACK_MEDIA_TYPES,
  FEEDBACK_SCORE_MAX,
  FEEDBACK_SCORE_MIN,
  type FeedbackMedia,
} from './calls/feedback';
