import { useLingui } from '@lingui/react/macro';
import type { LimitFlag } from '@wallet/api';
import { MessageBox } from '@wallet/kit';
import { useFeatureFlag } from '@wallet/ui';
import { TOMAN_TOKEN } from './withdraw-status';

// The limit flags that pause or flag money leaving the wallet (api's LIMIT_FLAG_EFFECTS): the server's spend
// guard refuses a paused spend; these pages say so before the user types anything.

export interface SpendPause {
  /** The flag that stops this spend, the regulatory hold first; null when the spend may go ahead. */
  pausedBy: LimitFlag | null;
  /** A warn flag is on: the spend goes ahead, but the user is told it may be slow. */
  isWarned: boolean;
}

/** What the limit flags say of spending `token` now: the Toman has its own flags, every coin shares the crypto ones. */
export function useSpendPause(token: string | null | undefined): SpendPause {
  const isRestricted = useFeatureFlag('IRGC_LIMIT');
  const isRialPaused = useFeatureFlag('RIAL_WITHDRAW_LIMIT');
  const isCryptoPaused = useFeatureFlag('CRYPTO_WITHDRAW_LIMIT');
  const isRialWarned = useFeatureFlag('RIAL_WITHDRAW_WARN_LIMIT');
  const isCryptoWarned = useFeatureFlag('CRYPTO_WITHDRAW_WARN_LIMIT');
  const isToman = token === TOMAN_TOKEN;
  const kindPause: LimitFlag = isToman ? 'RIAL_WITHDRAW_LIMIT' : 'CRYPTO_WITHDRAW_LIMIT';
  const isKindPaused = isToman ? isRialPaused : isCryptoPaused;
  return {
    pausedBy: isRestricted ? 'IRGC_LIMIT' : isKindPaused ? kindPause : null,
    isWarned: isToman ? isRialWarned : isCryptoWarned,
  };
}

/** Why the spend cannot go ahead now, in place of the form. */
export function SpendPauseNotice({ pausedBy }: { pausedBy: LimitFlag }) {
  const { t } = useLingui();
  const text =
    pausedBy === 'IRGC_LIMIT'
      ? t`Withdrawals and transfers from your account are not possible for now. Please contact support.`
      : pausedBy === 'RIAL_WITHDRAW_LIMIT'
        ? t`Toman withdrawals and transfers are paused for now. Please try again later.`
        : t`Coin withdrawals and transfers are limited for now. Please try again later.`;
  return <MessageBox tone="error">{text}</MessageBox>;
}

/** The spend goes ahead but may be slow: said before the user confirms. */
export function SpendWarnNotice() {
  const { t } = useLingui();
  return (
    <MessageBox tone="warning">
      {t`Withdrawals are busier than usual: yours may take longer than usual to be reviewed and paid.`}
    </MessageBox>
  );
}
