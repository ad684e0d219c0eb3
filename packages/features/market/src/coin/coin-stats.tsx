import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Cell, List, Ltr } from '@wallet/kit';
import { useApi, useFormat } from '@wallet/ui';
import { marketKeys } from './market-keys';

/** The coin's market statistics in USD: cap, volume, the day's range and its supply. */
export function CoinStats({ token }: { token: string }) {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const stats = useQuery({
    queryKey: marketKeys.stats(token),
    queryFn: ({ signal }) => api.marketStats({ params: { token } }, { signal }),
    staleTime: 60_000,
  });
  if (!stats.data) return null;
  const rows: [label: string, value: string][] = [
    [t`Market cap`, `$${format.amount(stats.data.marketCapUsd, 0)}`],
    [t`24 h volume`, `$${format.amount(stats.data.volume24hUsd, 0)}`],
    [t`24 h high`, `$${format.usdPrice(stats.data.high24hUsd)}`],
    [t`24 h low`, `$${format.usdPrice(stats.data.low24hUsd)}`],
    [t`Circulating supply`, format.amount(stats.data.circulatingSupply, 0)],
    [t`Maximum supply`, stats.data.maxSupply ? format.amount(stats.data.maxSupply, 0) : t`No limit`],
  ];
  return (
    <List title={t`Statistics`}>
      {rows.map(([label, value]) => (
        <Cell key={label} after={<Ltr>{value}</Ltr>}>
          {label}
        </Cell>
      ))}
    </List>
  );
}
