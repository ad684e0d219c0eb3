import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { isApiError, type ErrorCode } from '@wallet/api';
import { errorFeedback, useErrorText } from '@wallet/ui';

/**
 * The client's own words for the refusals of a spend (a withdrawal's receipt and run, an internal transfer,
 * the two-factor code and the recipient lookup), used when the server sends no localizedMessage.
 */
export const REFUSAL_MESSAGES: Partial<Record<ErrorCode, MessageDescriptor>> = {
  ACCOUNT_LOCKED: msg`Your account is locked: withdrawals and transfers are not possible until the lock ends.`,
  WITHDRAW_BLOCKED_AFTER_TWO_FACTOR: msg`Withdrawals and transfers are not possible for 24 hours after two-factor authentication is turned on or off.`,
  USER_BALANCE_LOCKED: msg`Part of your assets cannot be withdrawn or sent for 72 hours after a Rial deposit.`,
  LIMIT_DAILY_WITHDRAW_EXCEEDED: msg`You have reached your daily withdrawal limit.`,
  LIMIT_MONTHLY_WITHDRAW_EXCEEDED: msg`You have reached your monthly withdrawal limit.`,
  INSUFFICIENT_USER_BALANCE: msg`Your balance is not enough.`,
  WITHDRAW_NOT_AVAILABLE: msg`Withdrawals and transfers of this coin are temporarily limited.`,
  CRYPTO_WITHDRAW_LIMITED: msg`Coin withdrawals and transfers are limited for now. Please try again later.`,
  RIAL_WITHDRAW_LIMITED: msg`Toman withdrawals and transfers are paused for now. Please try again later.`,
  WITHDRAWALS_RESTRICTED: msg`Withdrawals and transfers from your account are not possible for now. Please contact support.`,
  BAD_INPUT_VALUES: msg`Some of the values are not valid. Check the amount’s decimal places.`,
  TWO_FACTOR_REQUIRED: msg`Enter your two-factor code.`,
  WRONG_TWO_FACTOR_CODE: msg`The two-factor code is not correct.`,
  TWO_FACTOR_CODE_ALREADY_USED: msg`This code has already been used. Enter a new one.`,
  TOO_MANY_OTP_ATTEMPTS: msg`Too many wrong tries. Wait a little, then ask for a new code.`,
  TOO_MANY_REQUESTS: msg`Too many requests. Wait a minute and try again.`,
  IDEMPOTENCY_KEY_REQUIRED: msg`The request could not be sent safely. Try again.`,
  TRANSFER_RECIPIENT_NOT_FOUND: msg`No wallet user was found.`,
  CANNOT_TRANSFER_TO_YOURSELF: msg`You cannot send to yourself.`,
};

/**
 * A refusal in the user's words, by spec 001 §8: the server's message; else the client's words for its code;
 * else the too-many-requests or connection text. Null when the rules show nothing (the session flow or the
 * upgrade prompt takes over).
 */
export function useRefusalText(): (error: unknown) => string | null {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (!errorFeedback(error).message) return null;
      const own = isApiError(error) ? REFUSAL_MESSAGES[error.codeString as ErrorCode] : undefined;
      if (isApiError(error) && !error.localizedMessage && own) return i18n._(own);
      return errorText(error);
    },
    [i18n, errorText],
  );
}
