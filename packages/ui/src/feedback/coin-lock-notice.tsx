import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@wallet/i18n';
import { MessageBox } from '@wallet/kit';
import { useWithdrawStatus } from '../data/withdraw-status';
import { useSession } from '../session/session-context';

/**
 * What the step the user is about to confirm means for sending coins out (spec 001 §9, 72 h after a Rial
 * deposit; Toman withdrawals are exempt):
 * - DEPOSIT: this step is a Rial deposit (a Toman deposit, or an express buy paid by bank), so the lock starts
 *   now and runs to the server's `lockAfterDepositUntil`;
 * - BUY: coins are bought from the balance, and a lock from an earlier deposit, if any, holds them too.
 */
export type CoinLockCause = 'DEPOSIT' | 'BUY';

/** Tells, before confirming, until when coins cannot leave the wallet; nothing when no lock will hold them. */
export function CoinLockNotice({ cause }: { cause: CoinLockCause }) {
  const { t } = useLingui();
  const { language } = useSession();
  const status = useWithdrawStatus();
  if (!status.data) return null;
  const current = status.data.blocks.find((block) => block.reason === 'FIAT_DEPOSIT')?.until;
  const until = cause === 'DEPOSIT' ? status.data.lockAfterDepositUntil : current;
  if (!until) return null;
  const when = formatDateTime(until, language);
  return (
    <MessageBox tone="info" title={t`Sending coins out waits 72 hours`}>
      <p>
        {cause === 'DEPOSIT'
          ? t`After a Rial deposit, coins cannot be sent out of the wallet for 72 hours. If you pay now, that is until ${when}. Toman can still be withdrawn to your IBAN.`
          : t`After your Rial deposit, the coins you get can be sent out of the wallet from ${when}.`}
      </p>
    </MessageBox>
  );
}
