import { useLingui } from '@lingui/react/macro';
import type { RialWithdrawStatus } from '@wallet/api';
import { MessageBox } from '@wallet/kit';

/** LIMIT_FLAG_EFFECTS: IRGC_LIMIT (a hold: contact support) and RIAL_WITHDRAW_LIMIT (paused: try later). */
export function RialWithdrawPauseNotice({ status }: { status: Pick<RialWithdrawStatus, 'isRestricted'> }) {
  const { t } = useLingui();
  return status.isRestricted ? (
    <MessageBox tone="error" title={t`Withdrawals are restricted`}>
      <p>{t`Withdrawals from your account are not possible for now. Please contact support.`}</p>
    </MessageBox>
  ) : (
    <MessageBox tone="warning" title={t`Toman withdrawal is paused`}>
      <p>{t`Toman withdrawals are paused for now. Please try again later.`}</p>
    </MessageBox>
  );
}
