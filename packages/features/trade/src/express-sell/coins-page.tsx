import { useLingui } from '@lingui/react/macro';
import { isPositive } from '@wallet/core';
import { Cell, CoinIcon, EmptyState, List, Skeleton } from '@wallet/kit';
import {
  buildPath,
  coinName,
  LoadFailure,
  Page,
  useAssets,
  useGlobalConfig,
  useNavigate,
  useSession,
} from '@wallet/ui';
import { TOMAN_TOKEN } from '../shared/trade-price';
import { useTradeFormat } from '../shared/use-trade-format';
import { useExpressSellDraft } from '../shared/trade-drafts';
import './express-sell.css';

/**
 * /express-sell/coins: the user's coins that can be sold for Toman now, those with a balance whose trade
 * feature is on; choosing one opens /express-sell with it.
 */
export function ExpressSellCoinsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const trade = useTradeFormat();
  const { language } = useSession();
  const { set: setDraft } = useExpressSellDraft();
  const config = useGlobalConfig();
  const assets = useAssets({ isRefreshPaused: false });
  const held = assets.data?.tokens.filter(
    (asset) => asset.token !== TOMAN_TOKEN && isPositive(asset.balance.amount.number),
  );
  const coins = config.data
    ? held?.flatMap((asset) => {
        const coin = config.data.coins.find((entry) => entry.token === asset.token);
        return coin?.features.trade ? [{ coin, balance: asset.balance.amount.number }] : [];
      })
    : undefined;

  return (
    <Page title={t`Choose a coin to sell`}>
      <div className="express-sell">
        {!coins ? (
          config.isError || assets.isError ? (
            <LoadFailure
              message={t`Your coins could not be loaded.`}
              onRetry={() => void (config.isError ? config.refetch() : assets.refetch())}
            />
          ) : (
            <div role="status" aria-label={t`Loading`} aria-busy="true">
              <Skeleton height={240} />
            </div>
          )
        ) : coins.length === 0 ? (
          <EmptyState title={t`You have no coin that can be sold right now.`} />
        ) : (
          <List title={t`Your coins`}>
            {coins.map(({ coin, balance }) => (
              <Cell
                key={coin.token}
                before={<CoinIcon symbol={coin.token} />}
                subtitle={trade.amount(balance, coin.token)}
                onClick={() => {
                  // Another coin starts the sale afresh: what was typed was an amount of the old one.
                  void setDraft({ token: coin.token });
                  navigate(buildPath('expressSell'), { replace: true });
                }}
              >
                {coinName(coin.name, language)}
              </Cell>
            ))}
          </List>
        )}
      </div>
    </Page>
  );
}
