import { useLingui } from '@lingui/react/macro';
import { AD_CHEQUE_MAX_CLAIMS, AD_CHEQUE_MESSAGE_MAX_LENGTH } from '@wallet/api';
import { useFormat } from '@wallet/ui';
import type { ChequeProblem } from './cheque-form';

/** What is wrong with a field of the new cheque, in the user's words. */
export function useChequeProblemText(): (problem: ChequeProblem | undefined) => string | undefined {
  const { t } = useLingui();
  const format = useFormat();
  return (problem) => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'required':
        return t`Enter an amount.`;
      case 'notANumber':
        return t`Enter a number.`;
      case 'notPositive':
        return t`Enter an amount above zero.`;
      case 'tooManyDecimals':
        return t`This coin does not take that many decimal places.`;
      case 'belowOneClaim':
        return t`The total must pay at least one claim: the prize per claim and both referral prizes.`;
      case 'tooManyClaims': {
        const max = format.amount(String(AD_CHEQUE_MAX_CLAIMS), 0);
        return t`A cheque pays at most ${max} claims: raise the prize per claim.`;
      }
      case 'messageTooLong': {
        const max = format.amount(String(AD_CHEQUE_MESSAGE_MAX_LENGTH), 0);
        return t`The message may be at most ${max} characters.`;
      }
    }
  };
}
