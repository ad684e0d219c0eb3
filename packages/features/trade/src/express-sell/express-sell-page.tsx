import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { OtcOrder } from '@wallet/api';
import { cmp, isPositive, levelAbilities } from '@wallet/core';
import { AmountInput, Button, Cell, ChevronIcon, CoinIcon, List, MessageBox, Skeleton } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  coinName,
  LoadFailure,
  Page,
  UpgradeNotice,
  useAssets,
  useGlobalConfig,
  useNavigate,
  useRouteQuery,
  useSession,
  useWhoami,
} from '@wallet/ui';
import { TradePauseNotice, useTradePause } from '../shared/trade-pause';
import { TOMAN_TOKEN } from '../shared/trade-price';
import { useTradeRefusalText } from '../shared/trade-refusals';
import { useExpressSellDraft } from '../shared/trade-drafts';
import { useOtcQuote } from '../shared/use-otc-quote';
import { useTradeFormat } from '../shared/use-trade-format';
import { SellConfirm } from './sell-confirm';
import { useExpressSellOrder } from './sell-order';
import { SellReceipt } from './sell-receipt';
import './express-sell.css';

/**
 * /express-sell (EXP-04): sell a coin for Toman at a locked price. The amount of the chosen coin (or all of it)
 * and the Toman it gives, priced live while typing; Continue locks the price (countdown and breakdown), Sell on
 * the main button orders it once, then the receipt. The coin, the amount and the locked price are the flow's
 * draft, so a reload comes back to them; a coin page's coin (?token=) starts a new draft and leaves the address.
 */
export function ExpressSellPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const trade = useTradeFormat();
  const refusalText = useTradeRefusalText();
  const { language } = useSession();
  const query = useRouteQuery('expressSell');
  const sellDraft = useExpressSellDraft();
  const { draft, isLoading: isDraftLoading, keep, set: setDraft } = sellDraft;
  const token = query.token ?? draft?.token;
  const amount = draft?.amount ?? '';
  const setAmount = (typed: string) => void keep({ amount: typed });
  useEffect(() => {
    if (!query.token || isDraftLoading) return;
    // The same coin again keeps what was typed; another coin starts afresh.
    if (draft?.token !== query.token) void setDraft({ token: query.token });
    navigate(buildPath('expressSell'), { replace: true });
  }, [query.token, isDraftLoading, draft?.token, setDraft, navigate]);
  const config = useGlobalConfig();
  const assets = useAssets({ isRefreshPaused: false });
  const whoami = useWhoami();
  const [sold, setSold] = useState<OtcOrder | null>(null);
  const sell = useExpressSellOrder({ onSold: setSold });
  const coin = config.data?.coins.find((entry) => entry.token === token && entry.token !== TOMAN_TOKEN);
  const pause = useTradePause([TOMAN_TOKEN, token ?? TOMAN_TOKEN]);
  const balance = assets.data?.tokens.find((entry) => entry.token === token)?.balance.amount.number ?? '0';
  const isLevelZero = whoami.data ? !levelAbilities(whoami.data.level).trade : false;
  const isTradable = Boolean(coin?.features.trade);
  const isOverBalance = isPositive(amount || '0') && assets.data !== undefined && cmp(amount, balance) > 0;
  const ask =
    coin && isTradable && isPositive(amount || '0') && !isOverBalance
      ? { sourceToken: coin.token, destinationToken: TOMAN_TOKEN, side: 'source' as const, amount }
      : null;
  const quote = useOtcQuote(pause.pausedBy ? null : ask, { kind: 'EXPRESS_SELL' });
  const canLock = Boolean(ask) && !isLevelZero && !pause.pausedBy && !sell.isLocking;
  const coinsPath = buildPath('expressSellCoins');

  const lockPrice = () => {
    if (!ask || !canLock) return;
    void sell.start({ token: ask.sourceToken, amount: ask.amount }).catch(() => undefined);
  };
  const isForm = !sold && !sell.locked && !sell.isLoading && !isDraftLoading;
  useMainButton(
    sold
      ? { text: t`Done`, onClick: () => navigate(buildPath('dashboard'), { replace: true }) }
      : isForm && coin
        ? { text: t`Continue`, onClick: lockPrice, loading: sell.isLocking, disabled: !canLock }
        : null,
  );

  if (sold) {
    return (
      <Page title={t`Express sell`} back={() => navigate(buildPath('dashboard'), { replace: true })}>
        <SellReceipt order={sold} />
      </Page>
    );
  }
  if (sell.locked) {
    return (
      <Page title={t`Confirm the sale`} back={() => void sell.cancel()}>
        <SellConfirm sell={sell} />
      </Page>
    );
  }
  if (isDraftLoading) {
    return (
      <Page title={t`Express sell`}>
        <div role="status" aria-label={t`Loading`} aria-busy="true">
          <Skeleton height={240} />
        </div>
      </Page>
    );
  }
  if (!token) {
    return (
      <Page title={t`Express sell`}>
        <div className="express-sell">
          <p className="express-sell__hint">{t`Sell a coin for Toman at a price held while you confirm.`}</p>
          <Button onClick={() => navigate(coinsPath)}>{t`Choose a coin to sell`}</Button>
        </div>
      </Page>
    );
  }
  if (!config.data || !assets.data) {
    return (
      <Page title={t`Express sell`}>
        {config.isError || assets.isError ? (
          <LoadFailure
            message={t`Your coins could not be loaded.`}
            onRetry={() => void (config.isError ? config.refetch() : assets.refetch())}
          />
        ) : (
          <div role="status" aria-label={t`Loading`} aria-busy="true">
            <Skeleton height={240} />
          </div>
        )}
      </Page>
    );
  }

  const given = quote.data && !quote.isSettling ? quote.data.destinationAmount : null;
  const quoteRefusal = quote.isError ? refusalText(quote.error) : null;
  const lockRefusal = sell.lockError ? refusalText(sell.lockError) : null;
  return (
    <Page title={t`Express sell`}>
      <div className="express-sell">
        {isLevelZero ? (
          <UpgradeNotice
            message={t`Selling coins for Toman needs identity verification level 1. Verify your identity with your national code, birth date and mobile number.`}
          />
        ) : null}
        {pause.pausedBy ? <TradePauseNotice pausedBy={pause.pausedBy} /> : null}
        <List title={t`Coin to sell`}>
          <Cell
            before={<CoinIcon symbol={token} />}
            subtitle={token}
            after={<ChevronIcon className="express-sell__chevron" />}
            onClick={() => navigate(coinsPath)}
          >
            {coin ? coinName(coin.name, language) : token}
          </Cell>
        </List>
        {!isTradable ? (
          <MessageBox tone="warning">
            <p>{t`Selling this coin is not possible right now. Choose another coin.`}</p>
          </MessageBox>
        ) : null}
        <AmountInput
          label={t`Amount to sell`}
          unit={token}
          value={amount}
          onChange={setAmount}
          maxDecimals={coin?.decimals ?? 8}
          error={
            isOverBalance ? (
              <span role="alert">{t`You do not have enough balance to sell this amount.`}</span>
            ) : undefined
          }
          hint={t`Balance: ${trade.amount(balance, token)}`}
        />
        <Button mode="bezeled" disabled={!isPositive(balance)} onClick={() => setAmount(balance)}>
          {t`Sell all`}
        </Button>
        <p className="express-sell__gives" aria-live="polite">
          {given
            ? t`You get about ${trade.amount(given, TOMAN_TOKEN)}`
            : ask && (quote.isFetching || quote.isSettling)
              ? t`Pricing…`
              : null}
        </p>
        {quoteRefusal || lockRefusal ? (
          <MessageBox tone="error">
            <p>{lockRefusal ?? quoteRefusal}</p>
          </MessageBox>
        ) : null}
      </div>
    </Page>
  );
}
