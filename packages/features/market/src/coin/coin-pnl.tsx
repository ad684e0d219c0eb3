import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DataRange } from '@wallet/api';
import { abs, isNegative, isZero, roundHalfUp } from '@wallet/core';
import { useApi, useFormat } from '@wallet/ui';

export const pnlKeys = {
  summary: (token: string) => ['pnl', token] as const,
  range: (token: string, range: DataRange) => ['pnl', token, range] as const,
};

/**
 * The user's profit and loss in this coin (spec 001 §7 portfolio): average cost, unrealised and realised,
 * and the result over the range the chart shows. Nothing for a coin the user never held.
 */
export function CoinPnl({
  token,
  range,
  rangeLabel,
}: {
  token: string;
  range: DataRange;
  rangeLabel: string;
}) {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const summary = useQuery({
    queryKey: pnlKeys.summary(token),
    queryFn: ({ signal }) => api.pnl({ params: { token } }, { signal }),
    staleTime: 30_000,
  });
  const overRange = useQuery({
    queryKey: pnlKeys.range(token, range),
    queryFn: ({ signal }) =>
      api.pnlTransactions({ params: { token }, query: { dataRange: range } }, { signal }),
    enabled: summary.data?.totalPnlPercent != null,
    staleTime: 30_000,
  });
  const pnl = summary.data;
  const totalPercent = pnl?.totalPnlPercent ?? null;
  if (!pnl || totalPercent === null) return null;
  // Signs and colours follow the amount as shown: a result that rounds to $0.00 is neither gain nor loss.
  const trend = (value: string) => {
    const cents = roundHalfUp(value, 2);
    return isZero(cents) ? 'flat' : isNegative(cents) ? 'down' : 'up';
  };
  const signedUsd = (value: string) => {
    const sign = { up: '+', down: '−', flat: '' }[trend(value)];
    return `${sign}$${format.usd(abs(roundHalfUp(value, 2)))}`;
  };
  const tone = (value: string) => `coin-pnl--${trend(value)}`;

  return (
    <section className="coin-card" aria-label={t`Profit and loss`}>
      <h2>{t`Profit and loss`}</h2>
      <dl className="coin-stats">
        <dt>{t`Average cost`}</dt>
        <dd>{pnl.averageCostUsd ? `$${format.usdPrice(pnl.averageCostUsd)}` : '—'}</dd>
        <dt>{t`Unrealised`}</dt>
        <dd className={tone(pnl.unrealizedPnlUsd)}>{signedUsd(pnl.unrealizedPnlUsd)}</dd>
        <dt>{t`Realised`}</dt>
        <dd className={tone(pnl.realizedPnlUsd)}>{signedUsd(pnl.realizedPnlUsd)}</dd>
        <dt>{t`Total`}</dt>
        <dd className={tone(pnl.totalPnlUsd)}>
          {signedUsd(pnl.totalPnlUsd)} <span dir="ltr">({format.percent(totalPercent)})</span>
        </dd>
        <dt>{t`Over ${rangeLabel}`}</dt>
        <dd className={overRange.data ? tone(overRange.data.pnlUsd) : undefined}>
          {overRange.data ? (
            <>
              {signedUsd(overRange.data.pnlUsd)}
              {overRange.data.pnlPercent !== null && (
                <>
                  {' '}
                  <span dir="ltr">({format.percent(overRange.data.pnlPercent)})</span>
                </>
              )}
            </>
          ) : (
            '…'
          )}
        </dd>
      </dl>
    </section>
  );
}
