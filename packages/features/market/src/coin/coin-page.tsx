import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { DATA_RANGES, type DataRange } from '@wallet/api';
import {
  buildPath,
  coinName,
  Page,
  PriceChange,
  useApi,
  useAssets,
  useFeatureFlag,
  useFormat,
  useGlobalConfig,
  useRouteParams,
  useSession,
} from '@wallet/ui';
import { usePriceAlerts } from '../alerts/alert-queries';
import { CoinPnl } from './coin-pnl';
import type { ChartData } from './price-chart';
import '../market.css';
import './coin.css';

const PriceChart = lazy(() => import('./price-chart'));

export const marketKeys = {
  chart: (token: string, range: DataRange) => ['priceChart', token, range, 'USD'] as const,
  klines: (token: string, range: DataRange) => ['klines', token, range, 'USD'] as const,
  stats: (token: string) => ['marketStats', token] as const,
};

type ChartKind = ChartData['kind'];

/** /coin/{token}: price and change, a chart per range, statistics, the user's balance and the coin's actions. */
export function CoinPage() {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const { language } = useSession();
  const token = (useRouteParams('coin').token ?? '').toUpperCase();
  const [range, setRange] = useState<DataRange>('ALL');
  const [chartKind, setChartKind] = useState<ChartKind>('line');
  const assets = useAssets({ isRefreshPaused: false });
  const config = useGlobalConfig();
  const hasAlerts = useFeatureFlag('COIN_ALERTS');
  const alerts = usePriceAlerts(token, hasAlerts);
  const line = useQuery({
    queryKey: marketKeys.chart(token, range),
    queryFn: ({ signal }) =>
      api.priceChart({ query: { token, dataRange: range, currency: 'USD' } }, { signal }),
    enabled: chartKind === 'line',
    staleTime: 60_000,
  });
  const candles = useQuery({
    queryKey: marketKeys.klines(token, range),
    queryFn: ({ signal }) => api.klines({ query: { token, dataRange: range, currency: 'USD' } }, { signal }),
    enabled: chartKind === 'candles',
    staleTime: 60_000,
  });
  const chart = chartKind === 'line' ? line : candles;
  const chartData: ChartData | null =
    chartKind === 'line'
      ? line.data
        ? { kind: 'line', points: line.data.points }
        : null
      : candles.data
        ? { kind: 'candles', candles: candles.data.candles }
        : null;
  const activeAlerts = alerts.data?.alerts.filter((alert) => alert.status === 'ACTIVE').length ?? 0;
  const stats = useQuery({
    queryKey: marketKeys.stats(token),
    queryFn: ({ signal }) => api.marketStats({ params: { token } }, { signal }),
    staleTime: 60_000,
  });

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
    { key: 'buy', label: t`Buy`, href: buildPath('expressBuy'), isShown: features?.trade },
    { key: 'sell', label: t`Sell`, href: buildPath('expressSell'), isShown: features?.trade },
    { key: 'swap', label: t`Swap`, href: buildPath('swap'), isShown: features?.trade },
    {
      key: 'deposit',
      label: t`Deposit`,
      href: buildPath('deposit', undefined, { token }),
      isShown: features?.deposit,
    },
    {
      key: 'withdraw',
      label: t`Withdraw`,
      href: buildPath('withdrawTypes', undefined, { token }),
      isShown: features?.withdraw,
    },
  ].filter((action) => action.isShown);

  return (
    <Page title={title}>
      <div className="coin">
        <section className="coin-price" aria-label={t`Price`}>
          <span className="coin-price__value">
            {asset ? `$${format.usdPrice(asset.marketData.USD.lastPrice)}` : '…'}
          </span>
          <PriceChange percent={asset?.marketData.USD.change24h ?? '0'} />
        </section>

        <section className="coin-chart" aria-label={t`Chart`}>
          <div className="coin-chart__head">
            <div className="coin-ranges coin-ranges--fill" role="tablist" aria-label={t`Chart range`}>
              {DATA_RANGES.map((entry) => (
                <button
                  key={entry}
                  type="button"
                  role="tab"
                  aria-selected={entry === range}
                  className="market-chip"
                  onClick={() => setRange(entry)}
                >
                  {rangeLabels[entry]}
                </button>
              ))}
            </div>
            <div className="coin-ranges" role="group" aria-label={t`Chart type`}>
              {(['line', 'candles'] as const).map((kind) => (
                <button
                  key={kind}
                  type="button"
                  aria-pressed={kind === chartKind}
                  className="market-chip"
                  onClick={() => setChartKind(kind)}
                >
                  {kind === 'line' ? t`Line` : t`Candles`}
                </button>
              ))}
            </div>
          </div>
          <div className="coin-chart__area">
            {chartData ? (
              <Suspense fallback={<div className="market-skeleton coin-chart__placeholder" />}>
                <PriceChart
                  data={chartData}
                  formatPrice={(price) => `$${format.usdPrice(price)}`}
                  label={
                    chartKind === 'line'
                      ? t`Price of ${token} over ${rangeLabels[range]}`
                      : t`Candles of ${token} over ${rangeLabels[range]}`
                  }
                />
              </Suspense>
            ) : chart.isError ? (
              <p className="market-message">{t`The chart could not be loaded.`}</p>
            ) : (
              <div
                className="market-skeleton coin-chart__placeholder"
                role="status"
                aria-label={t`Loading`}
              />
            )}
          </div>
          {line.data && chartKind === 'line' && (
            <p className="coin-chart__change">
              {t`Change over this range:`} <span dir="ltr">{format.percent(line.data.changePercent)}</span>
            </p>
          )}
        </section>

        {actions.length > 0 && (
          <nav className="coin-actions" aria-label={t`Actions`}>
            {actions.map((action) => (
              <Link key={action.key} href={action.href} className="coin-action">
                {action.label}
              </Link>
            ))}
          </nav>
        )}

        {asset && (
          <section className="coin-card" aria-label={t`Your balance`}>
            <h2>{t`Your balance`}</h2>
            <p>
              {format.amount(asset.balance.amount.number, 8)} {token} · $
              {format.usd(asset.balance.usdValue.number)}
            </p>
          </section>
        )}

        <CoinPnl token={token} range={range} rangeLabel={rangeLabels[range]} />

        {hasAlerts && (
          <section className="coin-card" aria-label={t`Price alerts`}>
            <Link href={buildPath('coinAlerts', { token })} className="coin-alerts-link">
              <span>
                <h2>{t`Price alerts`}</h2>
                <p>
                  {alerts.data
                    ? activeAlerts === 0
                      ? t`No alert is waiting`
                      : t`${format.amount(String(activeAlerts), 0)} waiting`
                    : '…'}
                </p>
              </span>
              <span className="coin-alerts-link__chevron" aria-hidden="true">
                ›
              </span>
            </Link>
            <Link href={buildPath('coinNewAlert', { token })} className="market-link">
              {t`New alert`}
            </Link>
          </section>
        )}

        {stats.data && (
          <section className="coin-card" aria-label={t`Statistics`}>
            <h2>{t`Statistics`}</h2>
            <dl className="coin-stats">
              <dt>{t`Market cap`}</dt>
              <dd>${format.amount(stats.data.marketCapUsd, 0)}</dd>
              <dt>{t`24 h volume`}</dt>
              <dd>${format.amount(stats.data.volume24hUsd, 0)}</dd>
              <dt>{t`24 h high`}</dt>
              <dd>${format.usdPrice(stats.data.high24hUsd)}</dd>
              <dt>{t`24 h low`}</dt>
              <dd>${format.usdPrice(stats.data.low24hUsd)}</dd>
              <dt>{t`Circulating supply`}</dt>
              <dd>{format.amount(stats.data.circulatingSupply, 0)}</dd>
              <dt>{t`Maximum supply`}</dt>
              <dd>{stats.data.maxSupply ? format.amount(stats.data.maxSupply, 0) : t`No limit`}</dd>
            </dl>
          </section>
        )}
      </div>
    </Page>
  );
}
