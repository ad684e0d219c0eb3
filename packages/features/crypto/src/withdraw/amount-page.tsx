import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Redirect } from 'wouter';
import {
  cmp,
  fixedWithdrawAmount,
  isPositive,
  mul,
  networkName,
  parseDecimalInput,
  readTypedAmount,
  type TypedAmountProblem,
  withdrawAmountProblem,
  type WithdrawAmountProblem,
  withdrawLimitProblem,
  withdrawTotal,
} from '@wallet/core';
import { Button, DetailList } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  coinName,
  Page,
  UpgradeNotice,
  useFormat,
  useNavigate,
  useDraftText,
  useRouteQuery,
  useSession,
  useWithdrawStatus,
} from '@wallet/ui';
import { useWithdrawDraft } from './withdraw-draft';
import { useWithdrawCoin, withdrawQuery } from './withdraw-flow';
import { AmountField } from '../shared/amount-field';
import { Card, Hint, Stack } from '../shared/blocks';
import { SpendPauseNotice, SpendWarnNotice, useSpendPause } from '../shared/spend-pause';
import { Loading } from '../shared/loading';
import { LimitWarning, WithdrawBlocks, WithdrawStatusError } from '../shared/withdraw-status';

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
  const choice = useRouteQuery('externalTransferAmount');
  const { coin, network, asset, isLoading, isUnavailable } = useWithdrawCoin(choice);
  const status = useWithdrawStatus();
  const withdrawDraft = useWithdrawDraft(choice);
  const [text, setText] = useDraftText(
    undefined,
    withdrawDraft.draft?.amount,
    withdrawDraft.isLoading,
    (amount) => void withdrawDraft.keep({ amount }),
  );
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [isOverLimitShown, setIsOverLimitShown] = useState(false);
  const balance = asset?.balance.amount.number ?? '0';
  const priceUsd = asset?.marketData.USD.lastPrice ?? '0';
  const fixed = network ? fixedWithdrawAmount(network, balance) : null;
  const typed = parseDecimalInput(text);
  const blocks = status.data?.blocks ?? [];
  const pause = useSpendPause(coin?.token);
  const canWithdraw = Boolean(status.data && status.data.limits && blocks.length === 0 && !pause.pausedBy);

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
      // The next pages read the checked amount from the draft; the address names only the coin.
      void withdrawDraft.keep({ amount });
      navigate(buildPath('externalTransferAddress', undefined, withdrawQuery(coin, network)));
    }
  };
  useMainButton(coin && network && canWithdraw ? { text: t`Continue`, onClick: next } : null);

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
      <Stack>
        {isLoading || !coin || !network || status.isPending ? (
          <Loading shape="card" />
        ) : status.isError ? (
          <WithdrawStatusError onRetry={() => void status.refetch()} />
        ) : !status.data.limits ? (
          <UpgradeNotice
            message={t`Withdrawing crypto needs level 1. Verify your identity with your national code, birth date and mobile number to withdraw up to 20 dollars a day.`}
          />
        ) : pause.pausedBy ? (
          <SpendPauseNotice pausedBy={pause.pausedBy} />
        ) : blocks.length > 0 ? (
          <WithdrawBlocks blocks={blocks} />
        ) : (
          <>
            {pause.isWarned && <SpendWarnNotice />}
            <Hint>{t`Network: ${networkName(network.network)}`}</Hint>
            <AmountField
              label={t`Amount the address receives`}
              unit={coin.token}
              value={text}
              onChange={setText}
              allValue={fixed}
              error={problem && messages[problem]}
              action={
                problem === 'USER_DO_NOT_CONSIDER_NETWORK_FEE' &&
                fixed && (
                  <Button
                    mode="bezeled"
                    size="m"
                    onClick={() => {
                      setText(fixed);
                      setProblem(null);
                    }}
                  >
                    {t`Send ${unit(fixed)} instead`}
                  </Button>
                )
              }
            />
            {isOverLimitShown && <LimitWarning status={status.data} />}
            <Card>
              <DetailList
                rows={[
                  { label: t`Balance`, value: unit(balance), isLtr: true },
                  { label: t`Network fee`, value: unit(network.withdrawFee), isLtr: true },
                  { label: t`Minimum`, value: unit(network.minWithdraw), isLtr: true },
                  typed && isPositive(typed)
                    ? {
                        label: t`Leaves your balance`,
                        value: unit(withdrawTotal(network, typed)),
                        isLtr: true,
                      }
                    : null,
                ]}
              />
            </Card>
            {!fixed && cmp(balance, '0') > 0 && (
              <Hint>{t`Your balance is below the minimum plus the network fee.`}</Hint>
            )}
          </>
        )}
      </Stack>
    </Page>
  );
}
