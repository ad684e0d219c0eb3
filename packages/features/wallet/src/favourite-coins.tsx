import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { UserAssets } from '@wallet/api';
import { buildPath, PriceChange, useFormat } from '@wallet/ui';
import type { DisplayCurrency } from './balance-card';
import { coinClass, CoinRow, useMoney } from './coin-row';

/** Spec 000 §2: the favourite coins with their 24 h change, price and the user's value. */
export function FavouriteCoins({
  assets,
  currency,
  onManage,
}: {
  assets: UserAssets | undefined;
  currency: DisplayCurrency;
  onManage: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const money = useMoney(currency);
  const favourites = assets?.tokens.filter((token) => token.favorite) ?? [];
  return (
    <section className="dash-section" aria-labelledby="dash-favourites-title">
      <div className="dash-section__head">
        <h2 id="dash-favourites-title" className="dash-section__title">{t`Favourite coins`}</h2>
        <button type="button" className="dash-link" onClick={onManage} disabled={!assets}>
          {t`Manage watch list`}
        </button>
      </div>
      {!assets ? (
        <div className="dash-skeleton-list" aria-hidden="true">
          <span className="dash-skeleton" />
          <span className="dash-skeleton" />
          <span className="dash-skeleton" />
        </div>
      ) : favourites.length === 0 ? (
        <p className="dash-empty">
          <Trans>No favourite coins yet. Star coins in the watch list to follow them here.</Trans>
        </p>
      ) : (
        <ul className="dash-coins" aria-labelledby="dash-favourites-title">
          {favourites.map((token) => {
            return (
              <li key={token.token}>
                <Link
                  href={buildPath('coin', { token: token.token })}
                  className={coinClass(token, 'dash-coin')}
                >
                  <CoinRow
                    token={token}
                    end={
                      <>
                        <span className="dash-coin__price">{money.price(token)}</span>
                        <PriceChange percent={money.change(token)} />
                        <span className="dash-coin__value">
                          {format.amount(token.balance.amount.number, 8)} · {money.value(token)}
                        </span>
                      </>
                    }
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
