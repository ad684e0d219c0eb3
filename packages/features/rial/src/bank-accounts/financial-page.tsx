import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isRialBankingLevel } from '@wallet/api';
import { Tabs } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { Page, UpgradeNotice, useBankCards, useWhoami } from '@wallet/ui';
import type { AccountKind } from './account-kind';
import { AccountList } from './account-list';
import { AddAccountDrawers } from './add-account-drawers';
import { useBankIbans } from './bank-queries';
import './rial.css';

/**
 * /profile/financial: the user's bank cards and IBANs (spec 000 §3), a tab each. The main button adds one of
 * the open tab's kind; below KYC level 1 the page offers verification instead.
 */
export function FinancialPage() {
  const { t } = useLingui();
  const whoami = useWhoami();
  const cards = useBankCards();
  const ibans = useBankIbans();
  const [tab, setTab] = useState<AccountKind>('card');
  const [adding, setAdding] = useState<AccountKind | null>(null);
  const level = whoami.data?.level;
  const canAdd = level !== undefined && isRialBankingLevel(level);

  useMainButton(
    canAdd && adding === null
      ? { text: tab === 'card' ? t`Add a card` : t`Add an IBAN`, onClick: () => setAdding(tab) }
      : null,
  );

  return (
    <Page title={t`Bank cards and IBANs`}>
      <div className="rial-stack">
        {level !== undefined && !canAdd ? (
          <UpgradeNotice
            message={t`Verify your identity (level 1) to add bank cards and IBANs in your name.`}
          />
        ) : null}
        <Tabs
          label={t`Bank cards and IBANs`}
          value={tab}
          onChange={setTab}
          tabs={[
            { value: 'card', label: t`Bank cards` },
            { value: 'iban', label: t`IBANs` },
          ]}
        >
          {tab === 'card' ? (
            <AccountList kind="card" query={cards} />
          ) : (
            <AccountList kind="iban" query={ibans} />
          )}
        </Tabs>
      </div>
      {adding ? <AddAccountDrawers key={adding} kind={adding} onClose={() => setAdding(null)} /> : null}
    </Page>
  );
}
