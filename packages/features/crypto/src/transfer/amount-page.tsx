import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Redirect } from 'wouter';
import { cmp, isPositive, readTypedAmount, type TypedAmountProblem } from '@wallet/core';
import { useMainButton } from '@wallet/platform';
import { buildPath, coinName, Page, useAssets, useFormat, useNavigate, useSession } from '@wallet/ui';
import { AmountField } from '../shared/amount-field';
import { useTransferChoice } from './transfer-flow';
import './transfer.css';

type AmountProblem = TypedAmountProblem | 'overBalance';

/** /withdraw/internal-transfer/enter-amount: the coin (one the user holds) and how much to send. */
export function TransferAmountPage() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const { language } = useSession();
  const choice = useTransferChoice();
  const assets = useAssets({ isRefreshPaused: false });
  const held = (assets.data?.tokens ?? []).filter((entry) => isPositive(entry.balance.amount.number));
  const [token, setToken] = useState(choice.token);
  const [text, setText] = useState(choice.amount ?? '');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const inputId = useId();
  const coin = held.find((entry) => entry.token === token) ?? held[0];
  const balance = coin?.balance.amount.number ?? '0';

  const check = (): string | null => {
    const { amount, problem: typed } = readTypedAmount(text, 18);
    if (typed) return fail(typed);
    if (cmp(amount, balance) > 0) return fail('overBalance');
    setProblem(null);
    return amount;
  };
  function fail(found: AmountProblem): null {
    setProblem(found);
    return null;
  }
  const next = () => {
    const amount = check();
    if (amount && coin) {
      navigate(buildPath('internalTransferContacts', undefined, { token: coin.token, amount }));
    }
  };
  useMainButton(coin ? { text: t`Continue`, onClick: next } : null);

  const messages: Record<AmountProblem, string> = {
    required: t`Enter an amount.`,
    notANumber: t`Enter the amount as a number, like 12.5.`,
    notPositive: t`The amount must be more than zero.`,
    tooManyDecimals: t`That is more decimal places than the coin has.`,
    overBalance: t`That is more than your balance.`,
  };

  if (assets.data && held.length === 0) {
    return (
      <Page title={t`Send to a wallet user`}>
        <p className="transfer-message">{t`You have no coins to send yet.`}</p>
      </Page>
    );
  }
  if (choice.token && assets.data && !held.some((entry) => entry.token === choice.token)) {
    return <Redirect to={buildPath('internalTransferAmount')} replace />;
  }
  return (
    <Page title={t`Send to a wallet user`}>
      <div className="transfer">
        {!coin ? (
          <div className="transfer-skeleton" role="status" aria-label={t`Loading`} />
        ) : (
          <>
            <label className="transfer-label" htmlFor={`${inputId}-coin`}>
              {t`Coin`}
            </label>
            <select
              id={`${inputId}-coin`}
              className="transfer-input"
              value={coin.token}
              onChange={(event) => setToken(event.target.value)}
            >
              {held.map((entry) => (
                <option key={entry.token} value={entry.token}>
                  {coinName(entry.name, language)} ({entry.token})
                </option>
              ))}
            </select>
            <AmountField
              id={inputId}
              label={t`Amount`}
              value={text}
              onChange={setText}
              allValue={balance}
              error={problem ? messages[problem] : null}
            />
            <p className="transfer-hint">
              {t`Balance: ${format.amount(balance, 18)} ${coin.token}`} · {t`Free and instant`}
            </p>
          </>
        )}
      </div>
    </Page>
  );
}
