export {
  CREDIT_REASON_LABELS,
  otherTradeLeg,
  STATUS_LABELS,
  statusTone,
  transactionTitle,
  type StatusTone,
} from './labels';
export {
  TRANSACTION_FILTER_KINDS,
  transactionKeys,
  useTransaction,
  type TransactionFilter,
  type TransactionFilterKind,
} from './transaction-query';
export { WithdrawalProgress } from './withdrawal-progress';
