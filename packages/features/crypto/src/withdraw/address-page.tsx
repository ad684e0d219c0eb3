import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { addressProblem, type AddressProblem } from '@wallet/core';
import { useMainButton, usePlatform } from '@wallet/platform';
import { buildPath, Page, useApi, useNavigate } from '@wallet/ui';
import { networkName } from '../deposit/networks';
import { useWithdrawChoice, useWithdrawCoin, withdrawQuery } from './withdraw-flow';
import { withdrawKeys } from '../shared/withdraw-status';
import '../transfer/transfer.css';
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
  const choice = useWithdrawChoice();
  const { coin, network, isUnavailable } = useWithdrawCoin(choice);
  const [address, setAddress] = useState(choice.address ?? '');
  const [memo, setMemo] = useState(choice.memo ?? '');
  const [isMemoConfirmed, setIsMemoConfirmed] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const id = useId();
  const saved = useQuery({
    queryKey: withdrawKeys.addressBook(network?.network ?? null),
    queryFn: ({ signal }) => api.addressBook({ query: { network: network!.network } }, { signal }),
    enabled: Boolean(network),
  });

  const next = () => {
    if (!coin || !network || !choice.amount) return;
    const to = address.trim();
    const tag = memo.trim();
    if (to === '') return setProblem('required');
    const found = addressProblem(network, to, tag || null, { isMemoRequired: true });
    if (found) return setProblem(found);
    if (network.supportMemo && !isMemoConfirmed) return setProblem('memoNotConfirmed');
    setProblem(null);
    navigate(
      buildPath(
        'externalTransferConfirmation',
        undefined,
        withdrawQuery(coin, network, { amount: choice.amount, address: to, ...(tag ? { memo: tag } : {}) }),
      ),
    );
  };
  useMainButton(coin && network ? { text: t`Continue`, onClick: next } : null);

  if (!choice.token || !choice.amount || isUnavailable)
    return <Redirect to={buildPath('withdrawCoinList')} replace />;
  if (!coin || !network) {
    return (
      <Page title={t`Receiving address`}>
        <div className="transfer-skeleton" role="status" aria-label={t`Loading`} />
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
  const flow = withdrawQuery(coin, network, { amount: choice.amount });

  return (
    <Page title={t`Receiving address`}>
      <div className="transfer">
        <p className="transfer-hint">{t`Network: ${networkName(network.network)}`}</p>
        <label className="transfer-label" htmlFor={`${id}-address`}>
          {t`Address`}
        </label>
        <div className="withdraw-field">
          <input
            id={`${id}-address`}
            className="transfer-input"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            value={address}
            aria-invalid={problem && !isMemoProblem ? true : undefined}
            aria-describedby={problem && !isMemoProblem ? `${id}-error` : undefined}
            onChange={(event) => setAddress(event.target.value)}
          />
          {paste && (
            <button
              type="button"
              className="transfer-chip"
              onClick={async () => {
                const pasted = await paste();
                if (pasted) setAddress(pasted.trim());
              }}
            >
              {t`Paste`}
            </button>
          )}
          {scan && (
            <button
              type="button"
              className="transfer-chip"
              onClick={async () => {
                const scanned = await scan(t`Scan the receiving address`);
                if (scanned)
                  setAddress(
                    scanned
                      .replace(/^[a-z]+:/i, '')
                      .split('?')[0]!
                      .trim(),
                  );
              }}
            >
              {t`Scan`}
            </button>
          )}
        </div>
        {problem && !isMemoProblem && (
          <p id={`${id}-error`} className="transfer-error" role="alert">
            {messages[problem]}
          </p>
        )}
        {network.supportMemo && (
          <>
            <label className="transfer-label" htmlFor={`${id}-memo`}>
              {t`Memo (tag)`}
            </label>
            <input
              id={`${id}-memo`}
              className="transfer-input"
              autoComplete="off"
              dir="ltr"
              value={memo}
              aria-invalid={isMemoProblem ? true : undefined}
              aria-describedby={isMemoProblem ? `${id}-error` : undefined}
              onChange={(event) => setMemo(event.target.value)}
            />
            <label className="withdraw-check">
              <input
                type="checkbox"
                checked={isMemoConfirmed}
                onChange={(event) => setIsMemoConfirmed(event.target.checked)}
              />
              <span>{t`I have checked the memo. A wrong or missing memo loses the coins.`}</span>
            </label>
            {problem && isMemoProblem && (
              <p id={`${id}-error`} className="transfer-error" role="alert">
                {messages[problem]}
              </p>
            )}
          </>
        )}
        <div className="withdraw-actions">
          <Link href={buildPath('externalTransferContacts', undefined, flow)} className="transfer-chip">
            {t`Address book`}
          </Link>
          {address.trim() !== '' && (
            <Link
              href={buildPath('externalTransferAddAddress', undefined, {
                ...flow,
                address: address.trim(),
                ...(memo.trim() ? { memo: memo.trim() } : {}),
              })}
              className="transfer-chip"
            >
              {t`Save this address`}
            </Link>
          )}
        </div>
        {entries.length > 0 && (
          <ul className="transfer-list" aria-label={t`Saved addresses`}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className="transfer-row withdraw-entry"
                  onClick={() => {
                    setAddress(entry.address);
                    setMemo(entry.memo ?? '');
                    setProblem(null);
                  }}
                >
                  <span className="transfer-row__name">
                    <span className="transfer-row__title">{entry.name}</span>
                    <span className="transfer-row__hint withdraw-address" dir="ltr">
                      {entry.address}
                      {entry.memo ? ` · ${entry.memo}` : ''}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
