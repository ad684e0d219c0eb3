import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { DataRange } from '@wallet/api';
import { mul } from '@wallet/core';
import { ActionGrid, Cell, CoinIcon, Figure, LinkButton, List, Ltr, Stack } from '@wallet/kit';
import {
  buildPath,
  coinName,
  LinkRow,
  Page,
  PriceChange,
  useAssets,
  useFeatureFlag,
  useFormat,
  useGlobalConfig,
  useRouteParams,
  useSession,
} from '@wallet/ui';
import { usePriceAlerts } from '../alerts/alert-queries';
import { QuoteCurrencyToggle, QuotedPrice, useQuoteCurrency } from '../shared/quote-currency';
import { CoinChart } from './coin-chart';
import { CoinPnl } from './coin-pnl';
import { CoinStats } from './coin-stats';
import './coin.css';

const TOMAN_TOKEN = 'IRT';

/**
 * /coin/{token}: price and change in the currency shared with the dashboard, a chart per range, statistics, the
 * user's balance and the coin's actions.
 */
export function CoinPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { language } = useSession();
  const token = (useRouteParams('coin').token ?? '').toUpperCase();
  const [range, setRange] = useState<DataRange>('ALL');
  const assets = useAssets({ isRefreshPaused: false });
  const config = useGlobalConfig();
  const hasAlerts = useFeatureFlag('COIN_ALERTS');
  const { quote, setQuote, isLocked } = useQuoteCurrency(assets.data?.userCurrency);

  const asset = assets.data?.tokens.find((entry) => entry.token === token);
  const features = config.data?.coins.find((coin) => coin.token === token)?.features;
  const title = asset ? coinName(asset.name, language) : token;
  const rangeLabels: Record<DataRange, string> = {
    '1D': t`1D`,
    '1W': t`1W`,
    '1M': t`1M`,
    '3M': t`3M`,
    '1Y': t`1Y`,
    ALL: t`All`,
  };
  const actions = [
    {
      key: 'buy',
      label: t`Buy`,
      href: buildPath('expressBuy', undefined, { token }),
      isShown: features?.trade && token !== TOMAN_TOKEN,
    },
    {
      key: 'sell',
      label: t`Sell`,
      href: buildPath('expressSell', undefined, { token }),
      isShown: features?.trade && token !== TOMAN_TOKEN,
    },
    {
      key: 'swap',
      label: t`Swap`,
      // The swap opens on this coin: bought with Toman, or Toman itself given for Tether.
      href: buildPath('swap', undefined, token === TOMAN_TOKEN ? { source: token } : { destination: token }),
      isShown: features?.trade,
    },
    {
      key: 'deposit',
      label: t`Deposit`,
      // Toman comes in from a bank, not a network: its deposit is the Rial deposit hub.
      href: token === TOMAN_TOKEN ? buildPath('rialDeposit') : buildPath('deposit', undefined, { token }),
      isShown: features?.deposit,
    },
    {
      key: 'withdraw',
      label: t`Withdraw`,
      // Toman leaves to a bank: its withdraw is the Rial withdrawal to an IBAN.
      href:
        token === TOMAN_TOKEN ? buildPath('rialWithdraw') : buildPath('withdrawTypes', undefined, { token }),
      isShown: features?.withdraw,
    },
  ].filter((action) => action.isShown);

  return (
    <Page title={title}>
      <Stack gap={4}>
        <Stack as="section" isRow aria-label={t`Price`}>
          <Figure>
            {asset ? <QuotedPrice price={asset.marketData[quote].lastPrice} quote={quote} /> : '…'}
          </Figure>
          <PriceChange percent={asset?.marketData[quote].change24h ?? '0'} />
        </Stack>
        <QuoteCurrencyToggle quote={quote} onChange={setQuote} isLocked={isLocked} />

        <CoinChart token={token} range={range} rangeLabels={rangeLabels} onRangeChange={setRange} />

        {actions.length > 0 && (
          <ActionGrid label={t`Actions`}>
            {actions.map((action) => (
              <Link key={action.key} href={action.href} asChild>
                <LinkButton size="s" isStretched>
                  {action.label}
                </LinkButton>
              </Link>
            ))}
          </ActionGrid>
        )}

        {asset && (
          <List title={t`Your balance`}>
            <Cell
              before={<CoinIcon symbol={token} size={40} />}
              subtitle={
                quote === 'USD' ? (
                  <Ltr>${format.usd(asset.balance.usdValue.number)}</Ltr>
                ) : (
                  t`${format.toman(mul(asset.balance.amount.number, asset.marketData.IRT.lastPrice))} Toman`
                )
              }
            >
              <Ltr>
                {format.amount(asset.balance.amount.number, 8)} {token}
              </Ltr>
            </Cell>
          </List>
        )}

        <CoinPnl token={token} range={range} rangeLabel={rangeLabels[range]} />

        {hasAlerts && <AlertsCard token={token} />}

        <CoinStats token={token} />
      </Stack>
    </Page>
  );
}

/** How many of the coin's alerts are waiting, with the way to the list and to a new one. */
function AlertsCard({ token }: { token: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const alerts = usePriceAlerts(token);
  const waiting = alerts.data?.alerts.filter((alert) => alert.status === 'ACTIVE').length ?? 0;
  return (
    <List title={t`Price alerts`}>
      <LinkRow href={buildPath('coinAlerts', { token })}>
        {alerts.data
          ? waiting === 0
            ? t`No alert is waiting`
            : t`${format.amount(String(waiting), 0)} waiting`
          : '…'}
      </LinkRow>
      <LinkRow href={buildPath('coinNewAlert', { token })}>{t`New alert`}</LinkRow>
    </List>
  );
}
