import { useLingui } from '@lingui/react/macro';
import { buildPath } from '@wallet/ui';
import { CashInView } from '../cash-in/cash-in-view';

/** /rial-deposit/pol: a Pol (instant) transfer to the wallet's IBAN, with the user's code as the payment ID. */
export function PolPage() {
  const { t } = useLingui();
  return (
    <CashInView
      method="POL"
      title={t`Pol transfer`}
      nextUrl={buildPath('rialDepositPol')}
      kycNeeded={t`Toman deposit needs identity verification level 1.`}
      intro={t`In your bank’s app, choose a Pol transfer to the wallet’s IBAN below and enter your deposit code as the payment ID.`}
    />
  );
}
