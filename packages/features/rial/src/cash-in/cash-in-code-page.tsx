import { useLingui } from '@lingui/react/macro';
import { buildPath } from '@wallet/ui';
import { CashInView } from './cash-in-view';

/** /rial-deposit/cash-in-code: the identified deposit, a PAYA transfer with the user's code (spec 000 §2). */
export function CashInCodePage() {
  const { t } = useLingui();
  return (
    <CashInView
      method="CASH_IN_CODE"
      title={t`Deposit with a code`}
      nextUrl={buildPath('rialDepositCashInCode')}
      kycNeeded={t`Toman deposit needs identity verification level 1.`}
      intro={t`Transfer from your own bank account to the wallet’s account below, with your deposit code as the payment ID. Your Toman balance is credited after the bank’s PAYA cycle.`}
    />
  );
}
