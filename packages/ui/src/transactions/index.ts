export {
  CREDIT_REASON_LABELS,
  otherTradeLeg,
  STATUS_LABELS,
  statusTone,
  transactionTitle,
  type StatusTone,
} from './labels';
export { transactionKeys, useTransaction, type TransactionFilter } from './transaction-query';
export { WithdrawalProgress } from './withdrawal-progress';
