import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BankCard, BankIban } from '@wallet/api';
import { Button, Cell, ConfirmDrawer, EmptyState, List, Ltr, Skeleton } from '@wallet/kit';
import { LoadFailure, useErrorText, useNotify } from '@wallet/ui';
import { formatAccountNumber, type AccountKind } from './account-kind';
import { BankName } from './bank-name';
import { useDeleteAccount } from './bank-queries';

type Account = BankCard | BankIban;

interface ListQuery {
  data?: Account[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** One kind's list: loading rows, the failure with Try again, the empty state, or the accounts to delete. */
export function AccountList({ kind, query }: { kind: AccountKind; query: ListQuery }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const notify = useNotify();
  const remove = useDeleteAccount(kind);
  const [toDelete, setToDelete] = useState<Account | null>(null);
  const title = kind === 'card' ? t`Bank cards` : t`IBANs`;

  if (query.isError && !query.data) {
    return (
      <LoadFailure
        message={kind === 'card' ? t`The cards could not be loaded.` : t`The IBANs could not be loaded.`}
        detail={errorText(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) {
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <List>
          {Array.from({ length: 3 }, (_, index) => (
            <Cell key={index} subtitle={<Skeleton width={120} height={12} />}>
              <Skeleton width={180} />
            </Cell>
          ))}
        </List>
      </div>
    );
  }
  const accounts = query.data ?? [];
  if (accounts.length === 0) {
    return (
      <EmptyState
        title={kind === 'card' ? t`You have no bank card yet.` : t`You have no IBAN yet.`}
        description={
          kind === 'card'
            ? t`Add a card in your own name to pay and deposit Toman with it.`
            : t`Add an IBAN in your own name to withdraw Toman to it.`
        }
      />
    );
  }

  return (
    <>
      <List title={title}>
        {accounts.map((account) => (
          <Cell
            key={account.id}
            subtitle={<BankName bank={account.bank} />}
            description={account.ownerName}
            after={
              <Button mode="plain" size="m" onClick={() => setToDelete(account)}>
                {t`Delete`}
              </Button>
            }
          >
            <Ltr>{formatAccountNumber(kind, account.number)}</Ltr>
          </Cell>
        ))}
      </List>
      <ConfirmDrawer
        open={toDelete !== null}
        title={kind === 'card' ? t`Delete this card?` : t`Delete this IBAN?`}
        body={toDelete ? <Ltr>{formatAccountNumber(kind, toDelete.number)}</Ltr> : null}
        confirmLabel={t`Delete`}
        isDestructive
        isBusy={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => notify.success(),
            onError: (error) => notify.error(error),
            onSettled: () => setToDelete(null),
          })
        }
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
