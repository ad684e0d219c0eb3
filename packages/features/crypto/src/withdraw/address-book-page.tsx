import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AddressBookEntry } from '@wallet/api';
import { buildPath, Page, useApi, useErrorText, useNavigate, type RouteQuery } from '@wallet/ui';
import { networkName } from '../deposit/networks';
import { useWithdrawChoice } from './withdraw-flow';
import { withdrawKeys } from '../shared/withdraw-status';
import '../transfer/transfer.css';
import './withdraw.css';

/**
 * /withdraw/external-transfer/contacts: the address book. Inside a withdrawal (coin, network and amount
 * chosen) it shows that network's entries and a tap sends to one; otherwise every entry. Entries are
 * added, renamed and deleted here.
 */
export function AddressBookPage() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const choice = useWithdrawChoice();
  const [deleting, setDeleting] = useState<string | null>(null);
  const book = useQuery({
    queryKey: withdrawKeys.addressBook(choice.network),
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
  const flow: RouteQuery = {
    ...(choice.token ? { token: choice.token } : {}),
    ...(choice.network ? { network: choice.network } : {}),
    ...(choice.contract ? { contract: choice.contract } : {}),
    ...(choice.amount ? { amount: choice.amount } : {}),
  };
  const isInFlow = Boolean(choice.token && choice.network && choice.amount);
  const choose = (entry: AddressBookEntry) =>
    navigate(
      buildPath('externalTransferAddress', undefined, {
        ...flow,
        address: entry.address,
        ...(entry.memo ? { memo: entry.memo } : {}),
      }),
    );

  return (
    <Page title={t`Address book`}>
      <div className="transfer">
        <Link href={buildPath('externalTransferAddAddress', undefined, flow)} className="transfer-chip">
          {t`New address`}
        </Link>
        {book.isError ? (
          <div className="transfer-message" role="alert">
            <p>{errorText(book.error) ?? t`The address book could not be loaded.`}</p>
            <button type="button" className="transfer-chip" onClick={() => void book.refetch()}>
              {t`Try again`}
            </button>
          </div>
        ) : !book.data ? (
          <div className="transfer-skeleton" role="status" aria-label={t`Loading`} />
        ) : book.data.entries.length === 0 ? (
          <p className="transfer-message">{t`No saved addresses yet.`}</p>
        ) : (
          <ul className="transfer-list" aria-label={t`Saved addresses`}>
            {book.data.entries.map((entry) => (
              <li key={entry.id} className="withdraw-book-row">
                <div className="transfer-row">
                  <span className="transfer-row__name">
                    <span className="transfer-row__title">{entry.name}</span>
                    <span className="transfer-row__hint">{networkName(entry.network)}</span>
                    <span className="transfer-row__hint withdraw-address" dir="ltr">
                      {entry.address}
                      {entry.memo ? ` · ${entry.memo}` : ''}
                    </span>
                    {entry.comment && <span className="transfer-row__hint">{entry.comment}</span>}
                  </span>
                </div>
                <div className="withdraw-actions withdraw-book-row__actions">
                  {isInFlow && (
                    <button type="button" className="transfer-chip" onClick={() => choose(entry)}>
                      {t`Send here`}
                    </button>
                  )}
                  <Link
                    href={buildPath('externalTransferAddAddress', undefined, { ...flow, id: entry.id })}
                    className="transfer-chip"
                  >
                    {t`Edit`}
                  </Link>
                  {deleting === entry.id ? (
                    <button
                      type="button"
                      className="transfer-chip withdraw-danger"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(entry.id)}
                    >
                      {t`Delete ${entry.name}?`}
                    </button>
                  ) : (
                    <button type="button" className="transfer-chip" onClick={() => setDeleting(entry.id)}>
                      {t`Delete`}
                    </button>
                  )}
                </div>
                {remove.isError && deleting === entry.id && (
                  <p className="transfer-error" role="alert">
                    {errorText(remove.error) ?? t`The address could not be deleted.`}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
