import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError, type OtcPrice } from '@wallet/api';
import { cmp, readTypedAmount, type TypedAmountProblem } from '@wallet/core';
import { AmountInput, Button, EmptyState, MessageBox } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { LoadFailure, UpgradeNotice, useApi, useAssets, useErrorText, useGlobalConfig } from '@wallet/ui';
import { TradePauseNotice, TradeWarnNotice, useTradePause } from '../shared/trade-pause';
import { quoteBody, readablePrice, type TradeAsk, type TypedSide } from '../shared/trade-price';
import { isOutcomeUnknown, useTradeRefusalText } from '../shared/trade-refusals';
import { useOtcQuote } from '../shared/use-otc-quote';
import { useTradeFormat } from '../shared/use-trade-format';
import { CoinChoice } from './coin-choice';
import { pickCoin, switchDirection, type SwapFormState } from './swap-flow';
import { SwapLoading } from './swap-loading';

/**
 * The swap's form: the coin and amount given, the coin and amount got, either side typed, the direction
 * switchable. What the other side comes to is quoted as the user types; Review locks the price.
 */
export function SwapForm({
  state,
  onChange,
  onLocked,
}: {
  state: SwapFormState;
  onChange: (next: SwapFormState) => void;
  onLocked: (ask: TradeAsk, quote: OtcPrice) => void;
}) {
  const { t } = useLingui();
  const api = useApi();
  const config = useGlobalConfig();
  const assets = useAssets({ isRefreshPaused: false });
  const trade = useTradeFormat();
  const refusalText = useTradeRefusalText();
  const errorText = useErrorText();
  const { source, destination, side, text } = state;
  const pause = useTradePause([source, destination]);

  const coins = (config.data?.coins ?? []).filter((coin) => coin.features.trade);
  const typedToken = side === 'source' ? source : destination;
  const typed = readTypedAmount(text, trade.decimalsOf(typedToken));
  const ask: TradeAsk | null = typed.amount
    ? { sourceToken: source, destinationToken: destination, side, amount: typed.amount }
    : null;
  const quote = useOtcQuote(pause.pausedBy ? null : ask);
  const priced = !quote.isSettling && ask ? quote.data : undefined;
  const sourceAmount = side === 'source' ? typed.amount : (priced?.sourceAmount ?? null);
  const balance = assets.data
    ? (assets.data.tokens.find((entry) => entry.token === source)?.balance.amount.number ?? '0')
    : null;
  // Known short before the server is asked to lock a price (SWAP-03).
  const isShort = balance !== null && sourceAmount !== null && cmp(sourceAmount, balance) > 0;

  const lock = useMutation({
    mutationFn: (locked: TradeAsk) => api.otcPrice({ body: { ...quoteBody(locked), createSwapToken: true } }),
    onSuccess: (result, locked) => onLocked(locked, result),
  });
  const isLocking = useRef(false);
  const canReview = Boolean(priced) && !isShort && !pause.pausedBy;
  useMainButton(
    pause.pausedBy || coins.length === 0
      ? null
      : {
          text: t`Review swap`,
          disabled: !canReview,
          loading: lock.isPending,
          onClick: () => {
            if (!ask || !canReview || isLocking.current) return;
            isLocking.current = true;
            lock.mutate(ask, {
              onSettled: () => {
                isLocking.current = false;
              },
            });
          },
        },
  );

  if (config.isPending) return <SwapLoading />;
  if (config.isError) {
    return (
      <LoadFailure
        message={t`The coins could not be loaded.`}
        detail={errorText(config.error)}
        onRetry={() => void config.refetch()}
      />
    );
  }
  if (coins.length === 0) return <EmptyState title={t`No coin can be swapped right now.`} />;
  if (pause.pausedBy === 'ALL_SWAP_LIMIT') return <TradePauseNotice pausedBy="ALL_SWAP_LIMIT" />;

  const typedProblems: Record<Exclude<TypedAmountProblem, 'required'>, string> = {
    notANumber: t`Enter the amount as a number, like 12.5.`,
    notPositive: t`The amount must be more than zero.`,
    tooManyDecimals: t`That is more decimal places than the coin has.`,
  };
  const typedError = typed.problem && typed.problem !== 'required' ? typedProblems[typed.problem] : null;
  const shownAmount = (of: TypedSide) =>
    of === side ? text : priced ? (of === 'source' ? priced.sourceAmount : priced.destinationAmount) : '';
  const edit = (of: TypedSide) => (value: string) => onChange({ ...state, side: of, text: value });
  const isPricing = Boolean(ask) && !priced && (quote.isSettling || quote.isFetching);
  const pricingHint = isPricing ? t`Getting the price…` : undefined;
  const held = balance !== null ? trade.amount(balance, source) : null;
  const balanceHint = held !== null ? t`Balance: ${held}` : t`Loading your balance…`;
  const lockError = lock.isError ? lock.error : null;

  return (
    <>
      {pause.isWarned && <TradeWarnNotice />}
      <section className="swap-card" aria-label={t`Swap`}>
        <div className="swap-side">
          <AmountInput
            label={t`You pay`}
            value={shownAmount('source')}
            onChange={edit('source')}
            maxDecimals={trade.decimalsOf(source)}
            unit={
              <CoinChoice
                label={t`Coin you pay with`}
                value={source}
                coins={coins}
                onChange={(token) => onChange(pickCoin(state, 'source', token))}
              />
            }
            error={
              isShort ? (
                <span role="alert">{t`You do not have enough balance to swap.`}</span>
              ) : side === 'source' && typedError ? (
                <span role="alert">{typedError}</span>
              ) : undefined
            }
            hint={side === 'destination' && pricingHint ? pricingHint : balanceHint}
            placeholder="0"
          />
        </div>
        <Button
          mode="plain"
          size="m"
          className="swap-switch"
          aria-label={t`Switch direction`}
          onClick={() => onChange(switchDirection(state))}
        >
          ⇅
        </Button>
        <div className="swap-side">
          <AmountInput
            label={t`You get`}
            value={shownAmount('destination')}
            onChange={edit('destination')}
            maxDecimals={trade.decimalsOf(destination)}
            unit={
              <CoinChoice
                label={t`Coin you get`}
                value={destination}
                coins={coins}
                onChange={(token) => onChange(pickCoin(state, 'destination', token))}
              />
            }
            error={side === 'destination' && typedError ? <span role="alert">{typedError}</span> : undefined}
            hint={side === 'source' ? pricingHint : undefined}
            placeholder="0"
          />
        </div>
        {priced && <RateLine quote={priced} />}
      </section>
      {pause.pausedBy === 'RIAL_SWAP_LIMIT' && <TradePauseNotice pausedBy="RIAL_SWAP_LIMIT" />}
      {quote.isError && !quote.isSettling && ask && (
        <QuoteFailure error={quote.error} onRetry={() => void quote.refetch()} />
      )}
      {lockError &&
        (isApiError(lockError) && lockError.codeString === 'INSUFFICIENT_USER_LEVEL' ? (
          <UpgradeNotice
            message={t`Swapping needs level 1. Verify your identity with your national code, birth date and mobile number.`}
          />
        ) : (
          refusalText(lockError) && <MessageBox tone="error">{refusalText(lockError)}</MessageBox>
        ))}
    </>
  );
}

/** The rate the user gets and the fee, under the amounts. */
function RateLine({ quote }: { quote: OtcPrice }) {
  const { t } = useLingui();
  const trade = useTradeFormat();
  const rate = trade.price(readablePrice(quote, quote.rate));
  const fee = trade.amount(quote.fee, quote.feeToken);
  return (
    <p className="swap-rate">
      <bdi>{t`Rate: ${rate}`}</bdi> · <bdi>{t`Fee: ${fee}`}</bdi>
    </p>
  );
}

/** A quote that failed: offline or a server fault can be tried again; a refusal says why. */
function QuoteFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const refusalText = useTradeRefusalText();
  return isOutcomeUnknown(error) ? (
    <LoadFailure message={t`The price could not be loaded.`} detail={errorText(error)} onRetry={onRetry} />
  ) : (
    <MessageBox tone="error">{refusalText(error)}</MessageBox>
  );
}
