import { useLingui } from '@lingui/react/macro';
import type { CashInInstructions } from '@wallet/api';
import { formatIban } from '@wallet/core';
import { CopyText, DetailList } from '@wallet/kit';
import { usePlatform } from '@wallet/platform';
import { useSession } from '@wallet/ui';

/** Where to pay: the wallet company's account and IBAN, and the user's code as the payment ID, each to copy. */
export function PayToDetails({ instructions }: { instructions: CashInInstructions }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const { language } = useSession();
  const { destination, code } = instructions;
  const copy = (text: string) => platform.clipboard.writeText(text);
  return (
    <section className="cash-in-card" aria-label={t`Pay to`}>
      <h2 className="cash-in-card__title">{t`Pay to`}</h2>
      <DetailList
        rows={[
          {
            label: t`Deposit code (payment ID)`,
            value: <CopyText text={code} onCopy={copy} />,
          },
          {
            label: t`IBAN`,
            value: <CopyText text={destination.iban} display={formatIban(destination.iban)} onCopy={copy} />,
          },
          {
            label: t`Account number`,
            value: <CopyText text={destination.accountNumber} onCopy={copy} />,
          },
          { label: t`Bank`, value: language === 'fa' ? destination.bankNameFa : destination.bankName },
          {
            label: t`Account owner`,
            value: language === 'fa' ? destination.ownerNameFa : destination.ownerName,
          },
        ]}
      />
    </section>
  );
}
