import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { buildPath, coinName, Page, useFormat, useGlobalConfig, useSession } from '@wallet/ui';
import { networkName, networkQuery, useFlowChoice } from './networks';
import './deposit.css';

/** /deposit/select-network?token=…: the coin's networks, each with its minimum deposit and confirmations. */
export function DepositNetworkPage() {
  const { t } = useLingui();
  const { language } = useSession();
  const format = useFormat();
  const config = useGlobalConfig();
  const { token } = useFlowChoice();
  if (!token) return <Redirect to={buildPath('depositCoinList')} replace />;
  const coin = config.data?.coins.find((entry) => entry.token === token);
  if (config.data && (!coin || !coin.features.deposit || coin.networks.length === 0)) {
    return <Redirect to={buildPath('depositCoinList')} replace />;
  }
  const title = coin ? coinName(coin.name, language) : token;

  return (
    <Page title={t`Deposit ${title}`}>
      <div className="deposit">
        <p className="deposit-lead">{t`Choose the network you will send from. Sending on another network loses the coins.`}</p>
        {!coin ? (
          <div className="deposit-skeleton" role="status" aria-label={t`Loading`} />
        ) : (
          <ul className="deposit-list" aria-label={t`Networks`}>
            {coin.networks.map((network) => (
              <li key={`${network.network}:${network.contract ?? ''}`}>
                <Link
                  href={buildPath('deposit', undefined, networkQuery(coin.token, network))}
                  className="deposit-row"
                >
                  <span className="deposit-row__name">
                    <span className="deposit-row__title">{networkName(network.network)}</span>
                    <span className="deposit-row__hint">
                      {t`Minimum ${format.amount(network.minDeposit, 18)} ${coin.token} · confirmations: ${format.digits(String(network.confirmations))}`}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
