import { useLingui } from '@lingui/react/macro';
import { Redirect } from 'wouter';
import { Page, buildPath, coinName, useFormat, useGlobalConfig, useRouteQuery, useSession } from '@wallet/ui';
import { LinkRow, RowList } from '@wallet/ui/row-list';
import { networkName, networkQuery } from '@wallet/core';
import { Hint, Stack } from '../shared/blocks';
import { Loading } from '../shared/loading';

/** /deposit/select-network?token=…: the coin's networks, each with its minimum deposit and confirmations. */
export function DepositNetworkPage() {
  const { t } = useLingui();
  const { language } = useSession();
  const format = useFormat();
  const config = useGlobalConfig();
  const { token } = useRouteQuery('depositSelectNetwork');
  const coin = config.data?.coins.find((entry) => entry.token === token);
  if (config.data && (!coin || !coin.features.deposit || coin.networks.length === 0)) {
    return <Redirect to={buildPath('depositCoinList')} replace />;
  }
  const title = coin ? coinName(coin.name, language) : token;

  return (
    <Page title={t`Deposit ${title}`}>
      <Stack>
        <Hint>{t`Choose the network you will send from. Sending on another network loses the coins.`}</Hint>
        {!coin ? (
          <Loading shape="rows" rows={2} />
        ) : (
          <RowList label={t`Networks`}>
            {coin.networks.map((network) => (
              <LinkRow
                key={`${network.network}:${network.contract ?? ''}`}
                href={buildPath('deposit', undefined, networkQuery(coin.token, network))}
                title={networkName(network.network)}
                subtitle={t`Minimum ${format.amount(network.minDeposit, 18)} ${coin.token} · confirmations: ${format.digits(String(network.confirmations))}`}
              />
            ))}
          </RowList>
        )}
      </Stack>
    </Page>
  );
}
