import { useLingui } from '@lingui/react/macro';
import { Redirect } from 'wouter';
import { Page, buildPath, coinName, useFormat, useGlobalConfig, useRouteQuery, useSession } from '@wallet/ui';
import { LinkRow, RowBadge, RowList } from '@wallet/ui/row-list';
import { networkName } from '@wallet/core';
import { withdrawQuery } from './withdraw-flow';
import { Hint, Stack } from '../shared/blocks';
import { Loading } from '../shared/loading';

/** /withdraw/external-transfer/select-network?token=…: the coin's networks with their fee and minimum. */
export function WithdrawNetworkPage() {
  const { t } = useLingui();
  const { language } = useSession();
  const format = useFormat();
  const config = useGlobalConfig();
  const { token } = useRouteQuery('externalTransferNetwork');
  const coin = config.data?.coins.find((entry) => entry.token === token);
  if (config.data && (!coin || !coin.features.withdraw || coin.networks.length === 0)) {
    return <Redirect to={buildPath('withdrawCoinList')} replace />;
  }
  const only = coin?.networks.length === 1 ? coin.networks[0] : undefined;
  if (coin && only) {
    return (
      <Redirect to={buildPath('externalTransferAmount', undefined, withdrawQuery(coin, only))} replace />
    );
  }
  const title = coin ? coinName(coin.name, language) : token;

  return (
    <Page title={t`Send ${title}`}>
      <Stack>
        <Hint>{t`Choose the network of the receiving address. Sending on another network loses the coins.`}</Hint>
        {!coin ? (
          <Loading shape="rows" rows={2} />
        ) : (
          <RowList label={t`Networks`}>
            {coin.networks.map((network) => {
              const fee = `${format.amount(network.withdrawFee, 18)} ${coin.token}`;
              const minimum = `${format.amount(network.minWithdraw, 18)} ${coin.token}`;
              return (
                <LinkRow
                  key={`${network.network}:${network.contract ?? ''}`}
                  href={buildPath('externalTransferAmount', undefined, withdrawQuery(coin, network))}
                  title={networkName(network.network)}
                  subtitle={t`Fee ${fee} · minimum ${minimum}`}
                  after={network.supportMemo ? <RowBadge>{t`Memo`}</RowBadge> : undefined}
                />
              );
            })}
          </RowList>
        )}
      </Stack>
    </Page>
  );
}
