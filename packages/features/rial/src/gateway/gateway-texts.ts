import { useLingui } from '@lingui/react/macro';
import {
  GATEWAY_REFUND_HOURS,
  GATEWAY_WITHDRAW_HOLD_WORKING_HOURS,
  RIAL_DEPOSIT_MAX_TOMAN,
  RIAL_DEPOSIT_MIN_TOMAN,
  type GatewayAmountProblem,
  type GatewayFailureReason,
} from '@wallet/api';
import { useFormat } from '@wallet/ui';

/** The words of the gateway deposit: spec 001 §8's gateway texts, RIAL-14's notice, the amount's problems. */
export function useGatewayTexts() {
  const { t } = useLingui();
  const format = useFormat();
  const min = format.toman(RIAL_DEPOSIT_MIN_TOMAN);
  const max = format.toman(RIAL_DEPOSIT_MAX_TOMAN);
  const hours = format.digits(String(GATEWAY_REFUND_HOURS));
  const holdMin = format.digits(String(GATEWAY_WITHDRAW_HOLD_WORKING_HOURS.min));
  const holdMax = format.digits(String(GATEWAY_WITHDRAW_HOLD_WORKING_HOURS.max));
  const failures: Record<GatewayFailureReason, string> = {
    CONNECTION_FAILED: t`Payment gateway connection failed. Please try again.`,
    OUT_OF_ORDER: t`The payment gateway is out of order. Use an identified deposit or a bank transfer instead.`,
    OUTSIDE_IRAN: t`Connection from outside Iran is not allowed. Turn off your VPN and try again.`,
    NOT_SUCCESSFUL: t`The payment was not successful. If an amount was deducted from your card, it is refunded within ${hours} hours.`,
  };
  const amountProblems: Record<GatewayAmountProblem | 'required', string> = {
    required: t`Enter an amount in Toman.`,
    belowMin: t`The smallest gateway deposit is ${min} Toman.`,
    aboveMax: t`The largest gateway deposit is ${max} Toman.`,
    overDailyCap: t`This is more than what is left of today’s gateway limit.`,
  };
  return {
    failures,
    amountProblems,
    expired: t`The payment expired before it was paid. Please try again.`,
    cancelled: t`The payment was cancelled. Nothing was deposited.`,
    withdrawHold: t`This deposit came through a bank gateway, so withdrawals may be held by a judicial restriction for ${holdMin} to ${holdMax} working hours.`,
  };
}
