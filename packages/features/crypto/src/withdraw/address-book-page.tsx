import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddressBookEntry } from '@wallet/api';
import { Button, Cell, EmptyState, Ltr, MessageBox } from '@wallet/kit';
import { Page, buildPath, LoadFailure, useApi, useErrorText, useNavigate, useRouteQuery } from '@wallet/ui';
import { RowList } from '@wallet/ui/row-list';
import { networkName } from '@wallet/core';
import { useChosenWithdrawal, useWithdrawDraft } from './withdraw-draft';
import { withdrawFlowQuery, withdrawInFlow } from './withdraw-flow';
import { Stack } from '../shared/blocks';
import { LinkButton } from '../shared/link-button';
import { Loading } from '../shared/loading';
import { withdrawKeys } from '../shared/withdraw-status';
import './withdraw.css';

/**
 * /withdraw/external-transfer/contacts: the address book. Inside a withdrawal (coin and network named, an
 * amount in the draft) it shows that network's entries and a tap sends to one; otherwise every entry. Entries are
 * added, renamed and deleted here.
 */
export function AddressBookPage() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const choice = useRouteQuery('externalTransferContacts');
  const withdrawDraft = useWithdrawDraft(choice);
  const chosen = useChosenWithdrawal(choice);
  const [deleting, setDeleting] = useState<string | null>(null);
  const book = useQuery({
    queryKey: withdrawKeys.addressBook(choice.network ?? null),
    queryFn: ({ signal }) =>
      api.addressBook({ query: choice.network ? { network: choice.network } : {} }, { signal }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteAddressBookEntry({ params: { id } }),
    onSuccess: () => {
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.addressBooks() });
    },
  });
  const flow = withdrawFlowQuery(choice);
  const inFlow = withdrawInFlow(choice, chosen.amount);
  const newAddressPath = buildPath('externalTransferAddAddress', undefined, flow);
  const isInFlow = inFlow !== null;
  const choose = (entry: AddressBookEntry) => {
    if (!inFlow) return;
    // The address page reads the chosen entry from the draft.
    void withdrawDraft.keep({ address: entry.address, memo: entry.memo ?? '' });
    navigate(buildPath('externalTransferAddress', undefined, inFlow));
  };

  return (
    <Page title={t`Address book`}>
      <Stack>
        <LinkButton href={newAddressPath}>{t`New address`}</LinkButton>
        {book.isError ? (
          <LoadFailure
            message={errorText(book.error) ?? t`The address book could not be loaded.`}
            onRetry={() => void book.refetch()}
          />
        ) : !book.data ? (
          <Loading shape="rows" />
        ) : book.data.entries.length === 0 ? (
          <EmptyState title={t`No saved addresses yet.`} />
        ) : (
          <RowList label={t`Saved addresses`}>
            {book.data.entries.map((entry) => (
              <li key={entry.id} className="withdraw-book-row">
                <Cell
                  subtitle={networkName(entry.network)}
                  description={
                    <>
                      <Ltr className="withdraw-address">
                        {entry.address}
                        {entry.memo ? ` · ${entry.memo}` : ''}
                      </Ltr>
                      {entry.comment && <span className="withdraw-book-row__comment">{entry.comment}</span>}
                    </>
                  }
                  isMultiline
                >
                  {entry.name}
                </Cell>
                <div className="withdraw-book-row__more">
                  <div className="withdraw-actions">
                    {isInFlow && (
                      <Button mode="bezeled" size="m" onClick={() => choose(entry)}>
                        {t`Send here`}
                      </Button>
                    )}
                    <LinkButton
                      href={buildPath('externalTransferAddAddress', undefined, { ...flow, id: entry.id })}
                    >
                      {t`Edit`}
                    </LinkButton>
                    {deleting === entry.id ? (
                      <Button
                        mode="destructive"
                        size="m"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(entry.id)}
                      >
                        {t`Delete ${entry.name}?`}
                      </Button>
                    ) : (
                      <Button mode="bezeled" size="m" onClick={() => setDeleting(entry.id)}>
                        {t`Delete`}
                      </Button>
                    )}
                  </div>
                  {remove.isError && deleting === entry.id && (
                    <MessageBox tone="error">
                      <p>{errorText(remove.error) ?? t`The address could not be deleted.`}</p>
                    </MessageBox>
                  )}
                </div>
              </li>
            ))}
          </RowList>
        )}
      </Stack>
    </Page>
  );
}
