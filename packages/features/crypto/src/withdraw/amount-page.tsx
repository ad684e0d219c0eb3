import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Redirect } from 'wouter';
import {
  cmp,
  fixedWithdrawAmount,
  isPositive,
  mul,
  parseDecimalInput,
  readTypedAmount,
  withdrawAmountProblem,
  withdrawLimitProblem,
  withdrawTotal,
  type TypedAmountProblem,
  type WithdrawAmountProblem,
} from '@wallet/core';
import { useMainButton } from '@wallet/platform';
import { buildPath, coinName, Page, UpgradeNotice, useFormat, useNavigate, useSession } from '@wallet/ui';
import { networkName } from '../deposit/networks';
import { AmountField } from '../shared/amount-field';
import { useWithdrawChoice, useWithdrawCoin, withdrawQuery } from './withdraw-flow';
import {
  LimitWarning,
  useWithdrawStatus,
  WithdrawBlocks,
  WithdrawStatusError,
} from '../shared/withdraw-status';
import '../transfer/transfer.css';
import './withdraw.css';

type AmountProblem = TypedAmountProblem | WithdrawAmountProblem;

/**
 * /withdraw/external-transfer/enter-amount: how much the address receives. The fee is added on top
 * (spec 000 §5); the page shows fee, minimum, what arrives and what leaves the balance, checks them as the
 * server will, offers the fix-amount action, and warns before a withdrawal over the level's limit.
 */
export function WithdrawAmountPage() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const { language } = useSession();
  const choice = useWithdrawChoice();
  const { coin, network, asset, isLoading, isUnavailable } = useWithdrawCoin(choice);
  const status = useWithdrawStatus();
  const [text, setText] = useState(choice.amount ?? '');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [isOverLimitShown, setIsOverLimitShown] = useState(false);
  const inputId = useId();
  const balance = asset?.balance.amount.number ?? '0';
  const priceUsd = asset?.marketData.USD.lastPrice ?? '0';
  const fixed = network ? fixedWithdrawAmount(network, balance) : null;
  const typed = parseDecimalInput(text);
  const blocks = status.data?.blocks ?? [];
  const canWithdraw = Boolean(status.data && status.data.limits && blocks.length === 0);

  const check = (): string | null => {
    if (!coin || !network) return null;
    setIsOverLimitShown(false);
    const { amount, problem: typed } = readTypedAmount(text, coin.decimals);
    if (typed) return fail(typed);
    const found = withdrawAmountProblem(network, amount, balance);
    if (found) return fail(found);
    setProblem(null);
    const limits = status.data?.limits;
    if (limits && withdrawLimitProblem(limits, mul(withdrawTotal(network, amount), priceUsd))) {
      setIsOverLimitShown(true);
      return null;
    }
    return amount;
  };
  function fail(found: AmountProblem): null {
    setProblem(found);
    return null;
  }
  const next = () => {
    const amount = check();
    if (amount && coin && network) {
      navigate(buildPath('externalTransferAddress', undefined, withdrawQuery(coin, network, { amount })));
    }
  };
  useMainButton(coin && network && canWithdraw ? { text: t`Continue`, onClick: next } : null);

  if (!choice.token) return <Redirect to={buildPath('withdrawCoinList')} replace />;
  if (isUnavailable) return <Redirect to={buildPath('withdrawCoinList')} replace />;
  const title = coin ? coinName(coin.name, language) : choice.token;
  const unit = (value: string) => `${format.amount(value, 18)} ${coin?.token ?? ''}`;
  const messages: Record<AmountProblem, string> = {
    required: t`Enter an amount.`,
    notANumber: t`Enter the amount as a number, like 12.5.`,
    notPositive: t`The amount must be more than zero.`,
    tooManyDecimals: t`That is more decimal places than the coin has.`,
    AMOUNT_BELOW_MIN_WITHDRAW: t`The minimum withdrawal on this network is ${unit(network?.minWithdraw ?? '0')}.`,
    INSUFFICIENT_USER_BALANCE: t`That is more than your balance.`,
    USER_DO_NOT_CONSIDER_NETWORK_FEE: t`Your balance does not cover this amount plus the network fee.`,
  };

  return (
    <Page title={t`Send ${title}`}>
      <div className="transfer">
        {isLoading || !coin || !network || status.isPending ? (
          <div className="transfer-skeleton" role="status" aria-label={t`Loading`} />
        ) : status.isError ? (
          <WithdrawStatusError onRetry={() => void status.refetch()} />
        ) : !status.data.limits ? (
          <UpgradeNotice message={t`Verify your identity to withdraw crypto.`} />
        ) : blocks.length > 0 ? (
          <WithdrawBlocks blocks={blocks} />
        ) : (
          <>
            <p className="transfer-hint">{t`Network: ${networkName(network.network)}`}</p>
            <AmountField
              id={inputId}
              label={t`Amount the address receives`}
              value={text}
              onChange={setText}
              allValue={fixed}
              error={
                problem && (
                  <>
                    <p>{messages[problem]}</p>
                    {problem === 'USER_DO_NOT_CONSIDER_NETWORK_FEE' && fixed && (
                      <button
                        type="button"
                        className="transfer-chip"
                        onClick={() => {
                          setText(fixed);
                          setProblem(null);
                        }}
                      >
                        {t`Send ${unit(fixed)} instead`}
                      </button>
                    )}
                  </>
                )
              }
            />
            {isOverLimitShown && <LimitWarning status={status.data} />}
            <dl className="transfer-terms">
              <dt>{t`Balance`}</dt>
              <dd dir="ltr">{unit(balance)}</dd>
              <dt>{t`Network fee`}</dt>
              <dd dir="ltr">{unit(network.withdrawFee)}</dd>
              <dt>{t`Minimum`}</dt>
              <dd dir="ltr">{unit(network.minWithdraw)}</dd>
              {typed && isPositive(typed) && (
                <>
                  <dt>{t`Leaves your balance`}</dt>
                  <dd dir="ltr">{unit(withdrawTotal(network, typed))}</dd>
                </>
              )}
            </dl>
            {!fixed && cmp(balance, '0') > 0 && (
              <p className="transfer-hint">{t`Your balance is below the minimum plus the network fee.`}</p>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
