import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { CoinNetwork } from '@wallet/api';
import { addressProblem, type AddressProblem, networkName } from '@wallet/core';
import { MessageBox, SelectField, TextField } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  Page,
  useApi,
  useErrorText,
  useGlobalConfig,
  useNavigate,
  useRouteQuery,
} from '@wallet/ui';
import { useChosenWithdrawal, useWithdrawDraft } from './withdraw-draft';
import { withdrawFlowQuery, withdrawInFlow } from './withdraw-flow';
import { Loading } from '../shared/loading';
import { withdrawKeys } from '../shared/withdraw-status';
import './withdraw.css';

type Problem = AddressProblem | 'nameRequired' | 'networkRequired' | 'addressRequired';

/**
 * /withdraw/external-transfer/add-address: save an address (name, network, address, optional memo and
 * comment), checked as the server checks it; with `id`, rename an entry or change its memo or comment.
 */
export function AddressEntryPage() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const config = useGlobalConfig();
  const choice = useRouteQuery('externalTransferAddAddress');
  const withdrawDraft = useWithdrawDraft(choice);
  const chosen = useChosenWithdrawal(choice);
  const inFlow = withdrawInFlow(choice, chosen.amount);
  // Inside a withdrawal, a new entry starts from the address typed on the address page.
  const typed: { address?: string; memo?: string } = inFlow ? chosen : {};
  const editId = new URLSearchParams(useSearch()).get('id');
  const book = useQuery({
    queryKey: withdrawKeys.addressBook(null),
    queryFn: ({ signal }) => api.addressBook({ query: {} }, { signal }),
    enabled: Boolean(editId),
  });
  const editing = editId ? book.data?.entries.find((entry) => entry.id === editId) : undefined;
  const networks = new Map<string, CoinNetwork>();
  for (const coin of config.data?.coins ?? []) {
    for (const network of coin.networks)
      if (!networks.has(network.network)) networks.set(network.network, network);
  }
  const [draft, setDraft] = useState<{
    name?: string;
    network?: string;
    address?: string;
    memo?: string;
    comment?: string;
  }>({});
  const name = draft.name ?? editing?.name ?? '';
  const networkId = draft.network ?? editing?.network ?? choice.network ?? '';
  const address = draft.address ?? editing?.address ?? typed.address ?? '';
  const memo = draft.memo ?? editing?.memo ?? typed.memo ?? '';
  const comment = draft.comment ?? editing?.comment ?? '';
  const network = networks.get(networkId);
  const [problem, setProblem] = useState<Problem | null>(null);

  const save = useMutation({
    mutationFn: () =>
      editing
        ? api.updateAddressBookEntry({
            params: { id: editing.id },
            body: { name: name.trim(), memo: memo.trim() || null, comment: comment.trim() || null },
          })
        : api.createAddressBookEntry({
            body: {
              name: name.trim(),
              network: networkId,
              address: address.trim(),
              ...(memo.trim() ? { memo: memo.trim() } : {}),
              ...(comment.trim() ? { comment: comment.trim() } : {}),
            },
          }),
    onSuccess: (entry) => {
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.addressBooks() });
      const isSendingHere = inFlow !== null && inFlow.network === entry.network;
      // The withdrawal goes on to the saved address: the address page reads it from the draft.
      if (isSendingHere) void withdrawDraft.keep({ address: entry.address, memo: entry.memo ?? '' });
      navigate(
        isSendingHere
          ? buildPath('externalTransferAddress', undefined, inFlow)
          : buildPath('externalTransferContacts', undefined, withdrawFlowQuery(choice)),
        { replace: true },
      );
    },
  });
  const submit = () => {
    if (save.isPending) return;
    if (name.trim() === '') return setProblem('nameRequired');
    if (!network) return setProblem('networkRequired');
    if (address.trim() === '') return setProblem('addressRequired');
    const found = addressProblem(network, address.trim(), memo.trim() || null, { isMemoRequired: false });
    if (found) return setProblem(found);
    setProblem(null);
    save.mutate();
  };
  useMainButton({ text: t`Save`, loading: save.isPending, onClick: submit });

  const messages: Record<Problem, string> = {
    nameRequired: t`Give the address a name.`,
    networkRequired: t`Choose the network.`,
    addressRequired: t`Enter the address.`,
    BAD_WALLET_ADDRESS_FORMAT: t`This is not a ${networkName(networkId)} address.`,
    MEMO_REQUIRED: t`This network needs a memo.`,
    BAD_MEMO_FORMAT: t`This memo is not valid on ${networkName(networkId)}.`,
  };
  const set = (key: keyof typeof draft) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  if (editId && !editing) {
    return (
      <Page title={t`Edit address`}>
        {book.data ? (
          <MessageBox tone="error">
            <p>{t`This address is no longer in your address book.`}</p>
          </MessageBox>
        ) : (
          <Loading shape="card" />
        )}
      </Page>
    );
  }
  return (
    <Page title={editing ? t`Edit address` : t`New address`}>
      <form
        className="withdraw-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label={t`Name`} value={name} maxLength={64} onChange={set('name')} />
        <SelectField
          label={t`Network`}
          value={networkId}
          disabled={Boolean(editing) || Boolean(choice.network)}
          onChange={set('network')}
        >
          <option value="">{t`Choose…`}</option>
          {[...networks.keys()].map((key) => (
            <option key={key} value={key}>
              {networkName(key)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Address`}
          isLtr
          spellCheck={false}
          autoComplete="off"
          value={address}
          disabled={Boolean(editing)}
          onChange={set('address')}
        />
        {network?.supportMemo && (
          <TextField
            label={t`Memo (tag), if the address needs one`}
            isLtr
            value={memo}
            onChange={set('memo')}
          />
        )}
        <TextField label={t`Comment (optional)`} value={comment} maxLength={200} onChange={set('comment')} />
        {problem && (
          <MessageBox tone="error">
            <p>{messages[problem]}</p>
          </MessageBox>
        )}
        {save.isError && (
          <MessageBox tone="error">
            <p>{errorText(save.error) ?? t`The address could not be saved.`}</p>
          </MessageBox>
        )}
      </form>
    </Page>
  );
}
