import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { isApiError, type ErrorCode } from '@wallet/api';
import { errorFeedback, useErrorText } from '@wallet/ui';

/** The client's own words for a trade's refusals, used when the server sends no localizedMessage. */
export const TRADE_REFUSALS: Partial<Record<ErrorCode, MessageDescriptor>> = {
  SWAP_BALANCE_INSUFFICIENT: msg`You do not have enough balance to swap.`,
  SWAP_LIMITED: msg`Swaps and express trades are paused for now. Please try again later.`,
  RIAL_SWAP_LIMITED: msg`Trading with Toman is paused for now. Swaps between coins still work.`,
  TRADE_NOT_AVAILABLE: msg`Trading this coin is not active for now.`,
  SWAP_SAME_TOKEN: msg`Choose two different coins to swap.`,
  SWAP_AMOUNT_TOO_SMALL: msg`This amount is too small to trade.`,
  SWAP_TOKEN_EXPIRED: msg`This price has expired. Get a new one.`,
  SWAP_TOKEN_NOT_FOUND: msg`This price was not found. Get a new one.`,
  SWAP_TOKEN_ALREADY_USED: msg`This price has already been used.`,
  ACCOUNT_LOCKED: msg`Your account is locked: trades are not possible until the lock ends.`,
  BAD_INPUT_VALUES: msg`Some of the values are not valid. Check the amount’s decimal places.`,
};

/**
 * A trade's refusal in the user's words (spec 001 §8): the server's message, else the client's words for its
 * code, else the connection or too-many-requests text; null when the upgrade prompt or session flow takes over.
 */
export function useTradeRefusalText(): (error: unknown) => string | null {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (!errorFeedback(error).message) return null;
      const own = isApiError(error) ? TRADE_REFUSALS[error.codeString as ErrorCode] : undefined;
      if (isApiError(error) && !error.localizedMessage && own) return i18n._(own);
      return errorText(error);
    },
    [i18n, errorText],
  );
}

/** Whether a failure left the outcome unknown (no answer, or the server failed): a retry must reuse its key. */
export function isOutcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.kind !== 'http' || error.status >= 500;
}
