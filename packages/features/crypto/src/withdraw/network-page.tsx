import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { buildPath, coinName, Page, useFormat, useGlobalConfig, useSession } from '@wallet/ui';
import { networkName } from '../deposit/networks';
import { useWithdrawChoice, withdrawQuery } from './withdraw-flow';
import '../deposit/deposit.css';

/** /withdraw/external-transfer/select-network?token=…: the coin's networks with their fee and minimum. */
export function WithdrawNetworkPage() {
  const { t } = useLingui();
  const { language } = useSession();
  const format = useFormat();
  const config = useGlobalConfig();
  const { token } = useWithdrawChoice();
  if (!token) return <Redirect to={buildPath('withdrawCoinList')} replace />;
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
      <div className="deposit">
        <p className="deposit-lead">{t`Choose the network of the receiving address. Sending on another network loses the coins.`}</p>
        {!coin ? (
          <div className="deposit-skeleton" role="status" aria-label={t`Loading`} />
        ) : (
          <ul className="deposit-list" aria-label={t`Networks`}>
            {coin.networks.map((network) => {
              const fee = `${format.amount(network.withdrawFee, 18)} ${coin.token}`;
              const minimum = `${format.amount(network.minWithdraw, 18)} ${coin.token}`;
              return (
                <li key={`${network.network}:${network.contract ?? ''}`}>
                  <Link
                    href={buildPath('externalTransferAmount', undefined, withdrawQuery(coin, network))}
                    className="deposit-row"
                  >
                    <span className="deposit-row__name">
                      <span className="deposit-row__title">{networkName(network.network)}</span>
                      <span className="deposit-row__hint">{t`Fee ${fee} · minimum ${minimum}`}</span>
                    </span>
                    {network.supportMemo && <span className="deposit-row__badge">{t`Memo`}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Page>
  );
}
