import { useLingui } from '@lingui/react/macro';
import type { DepositAddress } from '@wallet/api';
import { Button, Overlay } from '@wallet/kit';

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
  return (
    <Overlay look="alert" title={t`This deposit needs a memo`}>
      <p>
        {t`Send ${deposit.token} with both the address and the memo. Without the memo the coins cannot reach your wallet and are lost.`}
      </p>
      <Button isStretched onClick={onAcknowledge}>
        {t`I understand`}
      </Button>
    </Overlay>
  );
}
