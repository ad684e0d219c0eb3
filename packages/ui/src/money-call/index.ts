export { useMoneyCall, type MoneyCall, type MoneyCallHeaders, type MoneyCallOptions } from './use-money-call';
export { isFinalRefusal, isOutcomeUnknown, isRefusal, refusalPlace } from './refusal';
export { MONEY_CALL_KEYS, pendingRequest } from './kept-keys';
export {
  ConfirmOutProvider,
  useConfirmOut,
  type ConfirmOut,
  type ConfirmOutProps,
  type ConfirmOutStep,
} from './confirm-out';
