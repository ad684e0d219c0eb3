import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Redirect } from 'wouter';
import { addressProblem, type AddressProblem, networkName } from '@wallet/core';
import { Button, Cell, FieldError, Ltr, TextField } from '@wallet/kit';
import { useMainButton, usePlatform } from '@wallet/platform';
import { Page, buildPath, useApi, useDraftText, useNavigate, useRouteQuery } from '@wallet/ui';
import { RowList } from '@wallet/ui/row-list';
import { useChosenWithdrawal, useWithdrawDraft } from './withdraw-draft';
import { useWithdrawCoin, withdrawQuery } from './withdraw-flow';
import { Hint, Stack } from '../shared/blocks';
import { LinkButton } from '../shared/link-button';
import { Loading } from '../shared/loading';
import { withdrawKeys } from '../shared/withdraw-status';
import './withdraw.css';

type Problem = AddressProblem | 'required' | 'memoNotConfirmed';

/**
 * /withdraw/external-transfer/select-address: the receiving address, typed, pasted, scanned (the host's QR
 * scanner) or taken from the address book. It is checked against the network's pattern as the server
 * checks it. A memo network needs the memo and a tick that it is the right one (spec 000 §5).
 */
export function WithdrawAddressPage() {
  const { t } = useLingui();
  const api = useApi();
  const platform = usePlatform();
  const navigate = useNavigate();
  const choice = useRouteQuery('externalTransferAddress');
  const { coin, network, isUnavailable } = useWithdrawCoin(choice);
  const withdrawDraft = useWithdrawDraft(choice);
  const chosen = useChosenWithdrawal(choice);
  const [address, setAddress] = useDraftText(
    undefined,
    withdrawDraft.draft?.address,
    withdrawDraft.isLoading,
    (typed) => void withdrawDraft.keep({ address: typed }),
  );
  const [memo, setMemo] = useDraftText(
    undefined,
    withdrawDraft.draft?.memo,
    withdrawDraft.isLoading,
    (typed) => void withdrawDraft.keep({ memo: typed }),
  );
  const [isMemoConfirmed, setIsMemoConfirmed] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const id = useId();
  const saved = useQuery({
    queryKey: withdrawKeys.addressBook(network?.network ?? null),
    queryFn: ({ signal }) => api.addressBook({ query: { network: network!.network } }, { signal }),
    enabled: Boolean(network),
  });

  const next = () => {
    if (!coin || !network || !chosen.amount) return;
    const to = address.trim();
    const tag = memo.trim();
    if (to === '') return setProblem('required');
    const found = addressProblem(network, to, tag || null, { isMemoRequired: true });
    if (found) return setProblem(found);
    if (network.supportMemo && !isMemoConfirmed) return setProblem('memoNotConfirmed');
    setProblem(null);
    // The confirmation reads the address and memo from the draft.
    void withdrawDraft.keep({ address: to, memo: network.supportMemo ? tag : '' });
    navigate(buildPath('externalTransferConfirmation', undefined, withdrawQuery(coin, network)));
  };
  useMainButton(coin && network ? { text: t`Continue`, onClick: next } : null);

  if (isUnavailable) return <Redirect to={buildPath('withdrawCoinList')} replace />;
  if (!chosen.isLoading && !chosen.amount)
    return <Redirect to={buildPath('externalTransferAmount', undefined, choice)} replace />;
  if (!coin || !network || !chosen.amount) {
    return (
      <Page title={t`Receiving address`}>
        <Loading shape="card" />
      </Page>
    );
  }
  const messages: Record<Problem, string> = {
    required: t`Enter the receiving address.`,
    BAD_WALLET_ADDRESS_FORMAT: t`This is not a ${networkName(network.network)} address. Check it and the network.`,
    MEMO_REQUIRED: t`This network needs a memo. Without the right memo the coins are lost.`,
    BAD_MEMO_FORMAT: t`This memo is not valid on ${networkName(network.network)}.`,
    memoNotConfirmed: t`Tick the box to confirm the memo.`,
  };
  const isMemoProblem =
    problem === 'MEMO_REQUIRED' || problem === 'BAD_MEMO_FORMAT' || problem === 'memoNotConfirmed';
  const scan = platform.scanQr;
  const paste = platform.clipboard.readText;
  const entries = saved.data?.entries ?? [];
  const flow = withdrawQuery(coin, network);

  const pasteAddress = async () => {
    const pasted = await paste?.();
    if (pasted) setAddress(pasted.trim());
  };
  const scanAddress = async () => {
    const scanned = await scan?.(t`Scan the receiving address`);
    // A payment link ("tron:T…?amount=12") carries the address between its scheme and its query.
    if (scanned)
      setAddress(
        scanned
          .replace(/^[a-z]+:/i, '')
          .split('?')[0]!
          .trim(),
      );
  };
  const errorId = `${id}-error`;

  return (
    <Page title={t`Receiving address`}>
      <Stack>
        <Hint>{t`Network: ${networkName(network.network)}`}</Hint>
        <TextField
          label={t`Address`}
          autoComplete="off"
          spellCheck={false}
          isLtr
          value={address}
          onChange={setAddress}
          error={problem && !isMemoProblem ? messages[problem] : undefined}
          after={
            <>
              {paste && (
                <Button mode="bezeled" onClick={() => void pasteAddress()}>
                  {t`Paste`}
                </Button>
              )}
              {scan && (
                <Button mode="bezeled" onClick={() => void scanAddress()}>
                  {t`Scan`}
                </Button>
              )}
            </>
          }
        />
        {network.supportMemo && (
          <>
            <TextField
              label={t`Memo (tag)`}
              autoComplete="off"
              isLtr
              value={memo}
              onChange={setMemo}
              aria-invalid={isMemoProblem ? true : undefined}
              aria-describedby={isMemoProblem ? errorId : undefined}
            />
            <label className="withdraw-check">
              <input
                type="checkbox"
                checked={isMemoConfirmed}
                onChange={(event) => setIsMemoConfirmed(event.target.checked)}
              />
              <span>{t`I have checked the memo. A wrong or missing memo loses the coins.`}</span>
            </label>
            {problem && isMemoProblem && <FieldError id={errorId}>{messages[problem]}</FieldError>}
          </>
        )}
        <div className="withdraw-actions">
          <LinkButton
            href={buildPath('externalTransferContacts', undefined, flow)}
          >{t`Address book`}</LinkButton>
          {address.trim() !== '' && (
            <LinkButton href={buildPath('externalTransferAddAddress', undefined, flow)}>
              {t`Save this address`}
            </LinkButton>
          )}
        </div>
        {entries.length > 0 && (
          <RowList label={t`Saved addresses`}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <Cell
                  onClick={() => {
                    setAddress(entry.address);
                    setMemo(entry.memo ?? '');
                    setProblem(null);
                  }}
                  description={
                    <Ltr className="withdraw-address">
                      {entry.address}
                      {entry.memo ? ` · ${entry.memo}` : ''}
                    </Ltr>
                  }
                  isMultiline
                >
                  {entry.name}
                </Cell>
              </li>
            ))}
          </RowList>
        )}
      </Stack>
    </Page>
  );
}
