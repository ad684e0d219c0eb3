import { useLingui } from '@lingui/react/macro';
import { buildPath, Page, useGlobalConfig } from '@wallet/ui';
import { networkQuery } from '@wallet/core';
import { CoinPicker } from '../shared/coin-picker';

/**
 * /deposit/coin-list: the coins that live on a network, searchable by the spec's rules. A coin whose deposit
 * feature is off is listed greyed out and cannot be chosen.
 */
export function DepositCoinListPage() {
  const { t } = useLingui();
  const config = useGlobalConfig();
  const crypto = config.data?.coins.filter((coin) => coin.networks.length > 0);

  return (
    <Page title={t`Deposit`}>
      <CoinPicker
        coins={crypto}
        isError={config.isError}
        onRetry={() => void config.refetch()}
        emptyText={t`No coin matches your search.`}
        toChoice={(coin) => {
          const only = coin.networks.length === 1 ? coin.networks[0] : undefined;
          return {
            coin,
            href: !coin.features.deposit
              ? null
              : only
                ? buildPath('deposit', undefined, networkQuery(coin.token, only))
                : buildPath('depositSelectNetwork', undefined, { token: coin.token }),
            hint: coin.token,
            ...(coin.features.deposit ? {} : { badge: t`Deposits paused` }),
          };
        }}
      />
    </Page>
  );
}
