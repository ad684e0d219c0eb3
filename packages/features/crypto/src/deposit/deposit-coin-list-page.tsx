import { useLingui } from '@lingui/react/macro';
import { buildPath, Page, useGlobalConfig } from '@wallet/ui';
import { networkQuery } from '@wallet/core';
import { CoinPicker } from '../shared/coin-picker';
import { TOMAN_TOKEN } from '../shared/withdraw-status';

/**
 * /deposit/coin-list: the Toman first (it opens the Toman deposit methods), then the coins that live on a
 * network, searchable by the spec's rules. A coin whose deposit feature is off is listed greyed out and cannot
 * be chosen.
 */
export function DepositCoinListPage() {
  const { t } = useLingui();
  const config = useGlobalConfig();
  const toman = config.data?.coins.filter((coin) => coin.token === TOMAN_TOKEN) ?? [];
  const coins = config.data && [...toman, ...config.data.coins.filter((coin) => coin.networks.length > 0)];

  return (
    <Page title={t`Deposit`}>
      <CoinPicker
        coins={coins}
        isError={config.isError}
        onRetry={() => void config.refetch()}
        emptyText={t`No coin matches your search.`}
        toChoice={(coin) => {
          const only = coin.networks.length === 1 ? coin.networks[0] : undefined;
          return {
            coin,
            href: !coin.features.deposit
              ? null
              : coin.token === TOMAN_TOKEN
                ? buildPath('rialDeposit')
                : only
                  ? buildPath('deposit', undefined, networkQuery(coin.token, only))
                  : buildPath('depositSelectNetwork', undefined, { token: coin.token }),
            hint: coin.token === TOMAN_TOKEN ? t`From a bank card or account` : coin.token,
            ...(coin.features.deposit ? {} : { badge: t`Deposits paused` }),
          };
        }}
      />
    </Page>
  );
}
