import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { RIAL_WITHDRAW_LIMITS_IRT, type WithdrawStatus } from '@wallet/api';
import {
  cmp,
  isPositive,
  mul,
  readTypedAmount,
  withdrawLimitProblem,
  type TypedAmountProblem,
} from '@wallet/core';
import { useMainButton } from '@wallet/platform';
import { EmptyState, MessageBox, SelectField } from '@wallet/kit';
import {
  buildPath,
  coinName,
  Page,
  UpgradeNotice,
  useAssets,
  useFormat,
  useGlobalConfig,
  useNavigate,
  useDraftText,
  useRouteQuery,
  useSession,
  useWithdrawStatus,
} from '@wallet/ui';
import { AmountField } from '../shared/amount-field';
import { Hint, Stack } from '../shared/blocks';
import { SpendPauseNotice, SpendWarnNotice, useSpendPause } from '../shared/spend-pause';
import { Loading } from '../shared/loading';
import { useTransferDraft } from './transfer-draft';
import {
  blocksOf,
  LimitWarning,
  TOMAN_TOKEN,
  WithdrawBlocks,
  WithdrawStatusError,
} from '../shared/withdraw-status';

type AmountProblem = TypedAmountProblem | 'overBalance';
/** Which limit a typed amount would pass, if any: the coins' USD limits, or the Toman's own. */
type LimitShown = 'usd' | 'toman' | null;

const DEFAULT_DECIMALS = 18;

/**
 * The Toman's daily and 30-day limits of a level. The client is not told what is used of them, so this
 * warns only about an amount over the whole limit; the server checks the rest.
 */
function tomanLimits(level: WithdrawStatus['level']) {
  const limits = RIAL_WITHDRAW_LIMITS_IRT[level as keyof typeof RIAL_WITHDRAW_LIMITS_IRT];
  if (!limits) return null;
  return { dailyUsd: limits.daily, monthlyUsd: limits.monthly, dailyUsedUsd: '0', monthlyUsedUsd: '0' };
}

/**
 * /withdraw/internal-transfer/enter-amount: the coin (one the user holds and may send) and how much to send.
 * A transfer passes the same guard as a withdrawal: the page explains a block with its end, and warns before
 * an amount over what is left of the level's limits.
 */
export function TransferAmountPage() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const { language } = useSession();
  const choice = useRouteQuery('internalTransferAmount');
  const assets = useAssets({ isRefreshPaused: false });
  const config = useGlobalConfig();
  const status = useWithdrawStatus();
  const held = (assets.data?.tokens ?? []).filter((entry) => isPositive(entry.balance.amount.number));
  const coinConfig = (token: string) => config.data?.coins.find((entry) => entry.token === token);
  // The Toman leaves through the bank and has no withdraw switch; a coin with withdraw off cannot be sent.
  const isSendable = (token: string) =>
    token === TOMAN_TOKEN || coinConfig(token)?.features.withdraw !== false;
  const transferDraft = useTransferDraft();
  const [token, setToken] = useDraftText(
    choice.token,
    transferDraft.draft?.token,
    transferDraft.isLoading,
    (picked) => void transferDraft.keep({ token: picked }),
  );
  const [text, setText] = useDraftText(
    undefined,
    transferDraft.draft?.amount,
    transferDraft.isLoading,
    (amount) => void transferDraft.keep({ amount }),
  );
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [limitShown, setLimitShown] = useState<LimitShown>(null);
  const coin =
    held.find((entry) => entry.token === token) ?? held.find((entry) => isSendable(entry.token)) ?? held[0];
  const balance = coin?.balance.amount.number ?? '0';
  const blocks = coin && status.data ? blocksOf(status.data, coin.token) : [];
  const pause = useSpendPause(coin?.token);
  const canSend = Boolean(
    coin && status.data?.limits && blocks.length === 0 && !pause.pausedBy && isSendable(coin.token),
  );

  /** The amount to go on with, or null after showing what is wrong with it. */
  const check = (): string | null => {
    if (!coin || !status.data) return null;
    setLimitShown(null);
    const decimals = coinConfig(coin.token)?.decimals ?? DEFAULT_DECIMALS;
    const { amount, problem: typed } = readTypedAmount(text, decimals);
    if (typed) return fail(typed);
    if (cmp(amount, balance) > 0) return fail('overBalance');
    setProblem(null);
    if (coin.token === TOMAN_TOKEN) {
      const limits = tomanLimits(status.data.level);
      if (limits && withdrawLimitProblem(limits, amount)) return overLimit('toman');
      return amount;
    }
    const limits = status.data.limits;
    const usd = mul(amount, coin.marketData.USD.lastPrice);
    if (limits && withdrawLimitProblem(limits, usd)) return overLimit('usd');
    return amount;
  };
  function fail(found: AmountProblem): null {
    setProblem(found);
    return null;
  }
  function overLimit(shown: LimitShown): null {
    setLimitShown(shown);
    return null;
  }
  const next = () => {
    const amount = check();
    if (amount && coin) {
      // The next pages read the amount from the draft; the address names only the coin.
      void transferDraft.keep({ token: coin.token, amount });
      navigate(buildPath('internalTransferContacts', undefined, { token: coin.token }));
    }
  };
  useMainButton(canSend ? { text: t`Continue`, onClick: next } : null);
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
        <EmptyState title={t`You have no coins to send yet.`} />
      </Page>
    );
  }
  if (choice.token && assets.data && !held.some((entry) => entry.token === choice.token)) {
    return <Redirect to={buildPath('internalTransferAmount')} replace />;
  }
  const tomanLimit = status.data ? tomanLimits(status.data.level) : null;
  const tomanDaily = tomanLimit ? format.amount(tomanLimit.dailyUsd, 0) : null;
  return (
    <Page title={t`Send to a wallet user`}>
      <Stack>
        {!coin || status.isPending ? (
          <Loading shape="card" />
        ) : status.isError ? (
          <WithdrawStatusError onRetry={() => void status.refetch()} />
        ) : !status.data.limits ? (
          <UpgradeNotice
            message={t`Sending coins to other wallet users needs level 1. Verify your identity with your national code, birth date and mobile number.`}
          />
        ) : (
          <>
            <SelectField
              label={t`Coin`}
              value={coin.token}
              onChange={(picked) => {
                setToken(picked);
                setLimitShown(null);
              }}
            >
              {held.map((entry) => (
                <option key={entry.token} value={entry.token} disabled={!isSendable(entry.token)}>
                  {coinName(entry.name, language)} ({entry.token})
                  {isSendable(entry.token) ? '' : ` · ${t`Temporarily limited`}`}
                </option>
              ))}
            </SelectField>
            {pause.pausedBy ? (
              <SpendPauseNotice pausedBy={pause.pausedBy} />
            ) : blocks.length > 0 ? (
              <WithdrawBlocks blocks={blocks} />
            ) : (
              <>
                {pause.isWarned && <SpendWarnNotice />}
                <AmountField
                  label={t`Amount`}
                  unit={coin.token}
                  value={text}
                  onChange={setText}
                  allValue={balance}
                  error={problem ? messages[problem] : null}
                />
                {limitShown === 'usd' && <LimitWarning status={status.data} />}
                {limitShown === 'toman' && tomanDaily && (
                  <MessageBox tone="error">
                    <p>
                      {t`The requested amount is more than your withdrawal limit. You can send up to ${tomanDaily} Toman a day.`}
                    </p>
                  </MessageBox>
                )}
                <Hint>
                  {t`Balance: ${format.amount(balance, 18)} ${coin.token}`} · {t`Free and instant`}
                </Hint>
              </>
            )}
          </>
        )}
      </Stack>
    </Page>
  );
}
