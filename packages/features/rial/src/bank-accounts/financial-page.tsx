import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isRialBankingLevel } from '@wallet/api';
import { Tabs } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  Page,
  safeNextUrl,
  UpgradeNotice,
  useBankCards,
  useNavigate,
  useRouteQuery,
  useWhoami,
} from '@wallet/ui';
import type { AccountKind } from './account-kind';
import { AccountList } from './account-list';
import { AddAccountDrawers } from './add-account-drawers';
import { useBankIbans } from './bank-queries';
import './rial.css';

/**
 * /profile/financial: the user's bank cards and IBANs (spec 000 §3), a tab each. The main button adds one of
 * the open tab's kind; below KYC level 1 the page offers verification instead. Sent here by a flow that needs
 * a card or an IBAN (`add`, `nextUrl`), it opens that form at once and returns to the flow once one is added.
 */
export function FinancialPage() {
  const { t } = useLingui();
  const whoami = useWhoami();
  const cards = useBankCards();
  const ibans = useBankIbans();
  const navigate = useNavigate();
  const { add, nextUrl } = useRouteQuery('profileFinancial');
  const [tab, setTab] = useState<AccountKind>(add ?? 'card');
  const [adding, setAdding] = useState<AccountKind | null>(null);
  const [isAskedOpen, setIsAskedOpen] = useState(add !== undefined);
  const level = whoami.data?.level;
  const canAdd = level !== undefined && isRialBankingLevel(level);
  // The form a flow asked for opens once the level is known to allow it, and only once.
  if (isAskedOpen && add && canAdd) {
    setIsAskedOpen(false);
    setAdding(add);
  }

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
      {adding ? (
        <AddAccountDrawers
          key={adding}
          kind={adding}
          onClose={() => setAdding(null)}
          onAdded={nextUrl ? () => navigate(safeNextUrl(nextUrl), { replace: true }) : undefined}
        />
      ) : null}
    </Page>
  );
}
