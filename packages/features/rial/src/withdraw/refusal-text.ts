import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { isApiError, type ErrorCode } from '@wallet/api';
import { errorFeedback, useErrorText } from '@wallet/ui';

/** The client's own words for a Rial withdrawal's refusals, used when the server sends no localizedMessage. */
export const RIAL_WITHDRAW_REFUSALS: Partial<Record<ErrorCode, MessageDescriptor>> = {
  RIAL_WITHDRAW_BELOW_MIN: msg`The smallest Toman withdrawal is 15,000 Toman.`,
  RIAL_WITHDRAW_ABOVE_MAX: msg`The largest Toman withdrawal is 200,000,000 Toman.`,
  RIAL_WITHDRAW_FEE_CHANGED: msg`The withdrawal fee has changed. Check the new preview and confirm again.`,
  RIAL_WITHDRAW_LIMITED: msg`Toman withdrawals are paused for now. Please try again later.`,
  WITHDRAWALS_RESTRICTED: msg`Withdrawals from your account are not possible for now. Please contact support.`,
  IBAN_NOT_FOUND: msg`This IBAN is not one of your registered IBANs.`,
  LIMIT_DAILY_WITHDRAW_EXCEEDED: msg`This is more than is left of your daily Toman withdrawal limit.`,
  LIMIT_MONTHLY_WITHDRAW_EXCEEDED: msg`You have reached your monthly withdrawal limit.`,
  INSUFFICIENT_USER_BALANCE: msg`Your Toman balance is not enough for this amount and its fee.`,
  ACCOUNT_LOCKED: msg`Your account is locked: withdrawals are not possible until the lock ends.`,
  WITHDRAW_BLOCKED_AFTER_TWO_FACTOR: msg`Withdrawals are not possible for 24 hours after two-factor authentication is turned on or off.`,
  BAD_INPUT_VALUES: msg`The amount must be whole Toman.`,
};

/**
 * A refusal in the user's words (spec 001 §8): the server's message, else the client's own for its code, else
 * the general text. Null when the shell takes over (session flow, upgrade prompt).
 */
export function useRialWithdrawRefusal(): (error: unknown) => string | null {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (!errorFeedback(error).message) return null;
      const own = isApiError(error) ? RIAL_WITHDRAW_REFUSALS[error.codeString as ErrorCode] : undefined;
      if (isApiError(error) && !error.localizedMessage && own) return i18n._(own);
      return errorText(error);
    },
    [i18n, errorText],
  );
}
