import { useLingui } from '@lingui/react/macro';
import { isApiError, type AdCheque } from '@wallet/api';

/** Refusals that mean the picture is spent: a new one is drawn for the next try. */
export const NEW_PICTURE_CODES: readonly string[] = ['CAPTCHA_WRONG', 'CAPTCHA_INVALID'];

/**
 * Why this user cannot claim, in their words: from a refusal of the contract's captcha calls, or from the
 * cheque itself before any call (claimed already, not active). Null when nothing stands in the way.
 */
export function useClaimRefusalText(): (cheque: AdCheque | undefined, error: unknown) => string | null {
  const { t } = useLingui();
  const byStatus = (cheque: AdCheque | undefined) => {
    switch (cheque?.status) {
      case 'FINISHED':
        return t`This cheque has been claimed in full: nothing is left in it.`;
      case 'EXPIRED':
        return t`This cheque has expired.`;
      case 'DELETED':
        return t`Its creator deleted this cheque.`;
      case 'PENDING':
        return t`This cheque is not active yet.`;
      default:
        return null;
    }
  };
  return (cheque, error) => {
    const code = isApiError(error) ? error.codeString : null;
    switch (code) {
      case 'AD_CHEQUE_ALREADY_CLAIMED':
        return t`You have already claimed this cheque (on this account or this device).`;
      case 'AD_CHEQUE_OWN_CHEQUE':
        return t`This is your own cheque: share it, others claim it.`;
      case 'AD_CHEQUE_NOT_ACTIVE':
        return byStatus(cheque) ?? t`This cheque cannot be claimed any more.`;
      case 'AD_CHEQUE_NOT_FOUND':
        return t`There is no such cheque.`;
      case 'AD_CHEQUE_REFERRER_INVALID':
        return t`The link you followed is not valid: ask for the cheque's link again.`;
      case 'TOO_MANY_REQUESTS':
        return t`Too many wrong answers: try again in a few minutes.`;
      case 'CAPTCHA_WRONG':
        return t`That was not the text in the picture. Try this new one.`;
      case 'CAPTCHA_INVALID':
        return t`The picture expired. Try this new one.`;
      default:
        break;
    }
    if (cheque?.isClaimed) return t`You have already claimed this cheque.`;
    return byStatus(cheque);
  };
}
