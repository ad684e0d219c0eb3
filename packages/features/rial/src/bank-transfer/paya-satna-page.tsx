import { useLingui } from '@lingui/react/macro';
import { buildPath } from '@wallet/ui';
import { CashInView } from '../cash-in/cash-in-view';

/** /rial-deposit/paya-satna: a PAYA or SATNA transfer to the wallet's IBAN, with the user's code. */
export function PayaSatnaPage() {
  const { t } = useLingui();
  return (
    <CashInView
      method="PAYA_SATNA"
      title={t`PAYA or SATNA transfer`}
      nextUrl={buildPath('rialDepositPayaSatna')}
      kycNeeded={t`Toman deposit needs identity verification level 1.`}
      intro={t`In your bank’s app or branch, transfer to the wallet’s IBAN below by PAYA or SATNA and enter your deposit code as the payment ID.`}
    />
  );
}
