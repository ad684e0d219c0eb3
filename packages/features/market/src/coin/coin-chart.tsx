import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DATA_RANGES, type DataRange } from '@wallet/api';
import { Card, Hint, Ltr, MessageBox, Skeleton, Tabs, ToggleGroup } from '@wallet/kit';
import { useApi, useFormat, useSession } from '@wallet/ui';
import { marketKeys } from './market-keys';
import type { ChartData } from './price-chart';

const PriceChart = lazy(() => import('./price-chart'));

type ChartKind = ChartData['kind'];

/** The coin's price in USD over the chosen range, as a line or as candles, with the range's change. */
export function CoinChart({
  token,
  range,
  rangeLabels,
  onRangeChange,
}: {
  token: string;
  range: DataRange;
  rangeLabels: Record<DataRange, string>;
  onRangeChange: (range: DataRange) => void;
}) {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const { language } = useSession();
  const [chartKind, setChartKind] = useState<ChartKind>('line');
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
  const placeholder = <Skeleton height="100%" />;

  return (
    <Card label={t`Chart`} gap={2}>
      <Tabs
        label={t`Chart range`}
        tabs={DATA_RANGES.map((entry) => ({ value: entry, label: rangeLabels[entry] }))}
        value={range}
        onChange={onRangeChange}
      />
      <ToggleGroup
        label={t`Chart type`}
        options={[
          { value: 'line' as const, label: t`Line` },
          { value: 'candles' as const, label: t`Candles` },
        ]}
        value={chartKind}
        onChange={setChartKind}
      />
      <div className="coin-chart__area">
        {chartData ? (
          <Suspense fallback={placeholder}>
            <PriceChart
              data={chartData}
              locale={language}
              formatPrice={(price) => `$${format.usdPrice(price)}`}
              label={
                chartKind === 'line'
                  ? t`Price of ${token} over ${rangeLabels[range]}`
                  : t`Candles of ${token} over ${rangeLabels[range]}`
              }
            />
          </Suspense>
        ) : chart.isError ? (
          // The rest of the page still works, so this is a warning rather than an error.
          <MessageBox tone="warning">
            <p>{t`The chart could not be loaded.`}</p>
          </MessageBox>
        ) : (
          <div className="coin-chart__fill" role="status" aria-label={t`Loading`} aria-busy="true">
            {placeholder}
          </div>
        )}
      </div>
      {line.data && chartKind === 'line' && (
        <Hint>
          {t`Change over this range:`} <Ltr>{format.percent(line.data.changePercent)}</Ltr>
        </Hint>
      )}
    </Card>
  );
}
