import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DataRange } from '@wallet/api';
import { abs, isNegative, isZero, roundHalfUp } from '@wallet/core';
import { Cell, List, Ltr, ToneText, type Tone } from '@wallet/kit';
import { useApi, useFormat } from '@wallet/ui';

export const pnlKeys = {
  summary: (token: string) => ['pnl', token] as const,
  range: (token: string, range: DataRange) => ['pnl', token, range] as const,
};

/** A gain in green, a loss in red, nothing either way in the ordinary colour. */
const TREND_TONES: Record<'up' | 'down' | 'flat', Tone> = {
  up: 'success',
  down: 'destructive',
  flat: 'text',
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
  const tone = (value: string): Tone => TREND_TONES[trend(value)];

  const withPercent = (usd: string, percent: string | null) =>
    percent === null ? signedUsd(usd) : `${signedUsd(usd)} (${format.percent(percent)})`;
  const rows: [label: string, value: string, tone?: Tone][] = [
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
      {rows.map(([label, value, valueTone]) => (
        <Cell
          key={label}
          after={
            <ToneText tone={valueTone ?? 'text'}>
              <Ltr>{value}</Ltr>
            </ToneText>
          }
        >
          {label}
        </Cell>
      ))}
    </List>
  );
}
