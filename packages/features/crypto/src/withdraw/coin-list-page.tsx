import { useLingui } from '@lingui/react/macro';
import { isPositive } from '@wallet/core';
import { buildPath, Page, useAssets, useFormat, useGlobalConfig } from '@wallet/ui';
import { CoinPicker } from '../shared/coin-picker';
import { TOMAN_TOKEN } from '../shared/withdraw-status';
import { withdrawQuery } from './withdraw-flow';

/**
 * /withdraw/coin-list: the Toman first (it opens the withdrawal to an IBAN), then the coins the user holds that
 * live on a network. A coin whose withdraw feature is off is listed greyed out ("temporarily limited") and
 * cannot be chosen.
 */
export function WithdrawCoinListPage() {
  const { t } = useLingui();
  const format = useFormat();
  const config = useGlobalConfig();
  const assets = useAssets({ isRefreshPaused: false });
  const balances = new Map(
    (assets.data?.tokens ?? []).map((entry) => [entry.token, entry.balance.amount.number]),
  );
  const held =
    config.data && assets.data
      ? [
          // The Toman is listed held or not: a user looks for it here, and its page says what can be sent.
          ...config.data.coins.filter((coin) => coin.token === TOMAN_TOKEN),
          ...config.data.coins.filter(
            (coin) => coin.networks.length > 0 && isPositive(balances.get(coin.token) ?? '0'),
          ),
        ]
      : undefined;

  return (
    <Page title={t`Send to a crypto address`}>
      <CoinPicker
        coins={held}
        isError={config.isError || assets.isError}
        onRetry={() => void Promise.all([config.refetch(), assets.refetch()])}
        emptyText={t`You have no coins to send yet.`}
        toChoice={(coin) => {
          const only = coin.networks.length === 1 ? coin.networks[0] : undefined;
          return {
            coin,
            href: !coin.features.withdraw
              ? null
              : coin.token === TOMAN_TOKEN
                ? buildPath('rialWithdraw')
                : only
                  ? buildPath('externalTransferAmount', undefined, withdrawQuery(coin, only))
                  : buildPath('externalTransferNetwork', undefined, { token: coin.token }),
            hint: `${format.amount(balances.get(coin.token) ?? '0', coin.humanReadableDecimals)} ${coin.token}`,
            ...(coin.features.withdraw ? {} : { badge: t`Withdrawals temporarily limited` }),
          };
        }}
      />
    </Page>
  );
}
