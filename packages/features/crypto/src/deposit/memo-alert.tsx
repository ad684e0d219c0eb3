import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { DepositAddress } from '@wallet/api';
import { Button } from '@wallet/kit';
import './deposit.css';

/**
 * The memo warning of a memo network (spec 000 §5). It is an alertdialog that only "I understand" closes:
 * neither Escape nor the backdrop may dismiss it, since the acknowledgement is what gets remembered.
 */
export function MemoAlert({
  deposit,
  onAcknowledge,
}: {
  deposit: DepositAddress;
  onAcknowledge: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <div className="deposit-alert" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="deposit-alert__box">
        <h2 id={titleId} className="deposit-alert__title">
          {t`This deposit needs a memo`}
        </h2>
        <p className="deposit-alert__text">
          {t`Send ${deposit.token} with both the address and the memo. Without the memo the coins cannot reach your wallet and are lost.`}
        </p>
        <Button isStretched onClick={onAcknowledge}>
          {t`I understand`}
        </Button>
      </div>
    </div>
  );
}
