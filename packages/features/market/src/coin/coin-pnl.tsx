import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DataRange } from '@wallet/api';
import { abs, isNegative, isZero, roundHalfUp } from '@wallet/core';
import { Cell, List, Ltr } from '@wallet/kit';
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

  const withPercent = (usd: string, percent: string | null) =>
    percent === null ? signedUsd(usd) : `${signedUsd(usd)} (${format.percent(percent)})`;
  const rows: [label: string, value: string, tone?: string][] = [
    [t`Average cost`, pnl.averageCostUsd ? `$${format.usdPrice(pnl.averageCostUsd)}` : '—'],
    [t`Unrealised`, signedUsd(pnl.unrealizedPnlUsd), tone(pnl.unrealizedPnlUsd)],
    [t`Realised`, signedUsd(pnl.realizedPnlUsd), tone(pnl.realizedPnlUsd)],
    [t`Total`, withPercent(pnl.totalPnlUsd, totalPercent), tone(pnl.totalPnlUsd)],
    [
      t`Over ${rangeLabel}`,
      overRange.data ? withPercent(overRange.data.pnlUsd, overRange.data.pnlPercent) : '…',
      overRange.data ? tone(overRange.data.pnlUsd) : undefined,
    ],
  ];

  return (
    <List title={t`Profit and loss`}>
      {rows.map(([label, value, className]) => (
        <Cell key={label} after={<Ltr className={className}>{value}</Ltr>}>
          {label}
        </Cell>
      ))}
    </List>
  );
}
