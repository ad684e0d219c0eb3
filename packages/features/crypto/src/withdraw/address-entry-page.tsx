import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearch } from 'wouter';
import type { CoinNetwork } from '@wallet/api';
import { addressProblem, type AddressProblem } from '@wallet/core';
import { useMainButton } from '@wallet/platform';
import { buildPath, Page, useApi, useErrorText, useGlobalConfig, useNavigate } from '@wallet/ui';
import { networkName } from '../deposit/networks';
import { useWithdrawChoice } from './withdraw-flow';
import { withdrawKeys } from '../shared/withdraw-status';
import '../transfer/transfer.css';
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
  const choice = useWithdrawChoice();
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
  const address = draft.address ?? editing?.address ?? choice.address ?? '';
  const memo = draft.memo ?? editing?.memo ?? choice.memo ?? '';
  const comment = draft.comment ?? editing?.comment ?? '';
  const network = networks.get(networkId);
  const [problem, setProblem] = useState<Problem | null>(null);
  const id = useId();

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
      const flow = {
        ...(choice.token ? { token: choice.token } : {}),
        ...(choice.network ? { network: choice.network } : {}),
        ...(choice.contract ? { contract: choice.contract } : {}),
        ...(choice.amount ? { amount: choice.amount } : {}),
      };
      const isInFlow = Boolean(choice.token && choice.amount && choice.network === entry.network);
      navigate(
        isInFlow
          ? buildPath('externalTransferAddress', undefined, {
              ...flow,
              address: entry.address,
              ...(entry.memo ? { memo: entry.memo } : {}),
            })
          : buildPath('externalTransferContacts', undefined, flow),
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
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  if (editId && !editing) {
    return (
      <Page title={t`Edit address`}>
        {book.data ? (
          <p
            className="transfer-message"
            role="alert"
          >{t`This address is no longer in your address book.`}</p>
        ) : (
          <div className="transfer-skeleton" role="status" aria-label={t`Loading`} />
        )}
      </Page>
    );
  }
  return (
    <Page title={editing ? t`Edit address` : t`New address`}>
      <form
        className="transfer"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="transfer-label" htmlFor={`${id}-name`}>
          {t`Name`}
        </label>
        <input
          id={`${id}-name`}
          className="transfer-input"
          value={name}
          maxLength={64}
          onChange={set('name')}
        />
        <label className="transfer-label" htmlFor={`${id}-network`}>
          {t`Network`}
        </label>
        <select
          id={`${id}-network`}
          className="transfer-input"
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
        </select>
        <label className="transfer-label" htmlFor={`${id}-address`}>
          {t`Address`}
        </label>
        <input
          id={`${id}-address`}
          className="transfer-input"
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          value={address}
          disabled={Boolean(editing)}
          onChange={set('address')}
        />
        {network?.supportMemo && (
          <>
            <label className="transfer-label" htmlFor={`${id}-memo`}>
              {t`Memo (tag), if the address needs one`}
            </label>
            <input
              id={`${id}-memo`}
              className="transfer-input"
              dir="ltr"
              value={memo}
              onChange={set('memo')}
            />
          </>
        )}
        <label className="transfer-label" htmlFor={`${id}-comment`}>
          {t`Comment (optional)`}
        </label>
        <input
          id={`${id}-comment`}
          className="transfer-input"
          value={comment}
          maxLength={200}
          onChange={set('comment')}
        />
        {problem && (
          <p className="transfer-error" role="alert">
            {messages[problem]}
          </p>
        )}
        {save.isError && (
          <p className="transfer-error" role="alert">
            {errorText(save.error) ?? t`The address could not be saved.`}
          </p>
        )}
      </form>
    </Page>
  );
}
