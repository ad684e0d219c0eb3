import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DirectDebitContract } from '@wallet/api';
import { Button, Cell, ConfirmDrawer, EmptyState, List, Skeleton } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { buildPath, LoadFailure, Page, useErrorText, useFormat, useNavigate, useNotify } from '@wallet/ui';
import { LevelOneGate } from '@wallet/ui/level-one-gate';
import { isOpen, useBankName, useStatusText } from './contract-bits';
import { useCancelContract, useDirectDebitContracts } from './direct-debit-queries';
import './direct-debit.css';

/** /direct-debit/contracts: the user's contracts with their status and today's use, each open one cancellable. */
export function DirectDebitContractsPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Direct debit contracts`}>
      <div className="direct-debit">
        <LevelOneGate
          nextUrl={buildPath('directDebitContracts')}
          kycNeeded={t`Direct debit needs identity verification level 1.`}
        >
          <ContractList />
        </LevelOneGate>
      </div>
    </Page>
  );
}

function ContractList() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const notify = useNotify();
  const errorText = useErrorText();
  const bankName = useBankName();
  const statusText = useStatusText();
  const contracts = useDirectDebitContracts();
  const cancel = useCancelContract();
  const [cancelling, setCancelling] = useState<DirectDebitContract | null>(null);
  useMainButton(
    contracts.data ? { text: t`New contract`, onClick: () => navigate(buildPath('directDebitNew')) } : null,
  );

  if (!contracts.data) {
    if (contracts.isError) {
      return (
        <LoadFailure
          message={t`Your direct debit contracts could not be loaded.`}
          detail={errorText(contracts.error)}
          onRetry={() => void contracts.refetch()}
        />
      );
    }
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={72} />
        <Skeleton height={72} />
      </div>
    );
  }
  if (contracts.data.length === 0) {
    return (
      <EmptyState
        title={t`You have no direct debit contract yet.`}
        description={t`Make one to deposit Toman instantly, with no fee.`}
      />
    );
  }
  return (
    <>
      <List title={t`Your contracts`}>
        {contracts.data.map((contract) => (
          <Cell
            key={contract.id}
            isMultiline
            subtitle={statusText[contract.status]}
            description={
              contract.status === 'ACTIVE'
                ? t`Max ${format.toman(contract.maxDailyDeposit)} Toman a day · left today ${format.toman(contract.leftToday)}`
                : t`Max ${format.toman(contract.maxDailyDeposit)} Toman a day`
            }
            after={
              isOpen(contract) ? (
                <Button mode="plain" size="m" onClick={() => setCancelling(contract)}>
                  {t`Cancel contract`}
                </Button>
              ) : undefined
            }
          >
            {bankName(contract.bank)}
          </Cell>
        ))}
      </List>
      <ConfirmDrawer
        open={cancelling !== null}
        title={t`Cancel this contract?`}
        body={
          cancelling
            ? t`${bankName(cancelling.bank)} will not send deposits through it any more. You can make a new one later.`
            : ''
        }
        confirmLabel={t`Cancel contract`}
        cancelLabel={t`Keep it`}
        isDestructive
        isBusy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (!cancelling || cancel.isPending) return;
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              setCancelling(null);
              notify.success(t`The contract was cancelled.`);
            },
            onError: (error) => notify.error(error),
          });
        }}
      />
    </>
  );
}
