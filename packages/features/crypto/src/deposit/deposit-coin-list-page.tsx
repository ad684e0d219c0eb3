import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { searchTokens } from '@wallet/core';
import { buildPath, CoinAvatar, coinName, Page, useGlobalConfig, useSession } from '@wallet/ui';
import { networkQuery } from './networks';
import './deposit.css';

/**
 * /deposit/coin-list: the coins that live on a network, searchable by the spec's rules. A coin whose deposit
 * feature is off is listed greyed out and cannot be chosen.
 */
export function DepositCoinListPage() {
  const { t } = useLingui();
  const { language } = useSession();
  const config = useGlobalConfig();
  const [query, setQuery] = useState('');
  const crypto = (config.data?.coins ?? []).filter((coin) => coin.networks.length > 0);
  const found = searchTokens(crypto, query);

  return (
    <Page title={t`Deposit`}>
      <div className="deposit">
        <label htmlFor="deposit-search" className="deposit-visually-hidden">
          {t`Search coins`}
        </label>
        <input
          id="deposit-search"
          className="deposit-search"
          type="search"
          placeholder={t`Search coins`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {config.isError && !config.data ? (
          <div className="deposit-message" role="alert">
            <p>{t`The coins could not be loaded.`}</p>
            <button type="button" className="deposit-link" onClick={() => void config.refetch()}>
              {t`Try again`}
            </button>
          </div>
        ) : !config.data ? (
          <div className="deposit-skeleton" role="status" aria-label={t`Loading`} />
        ) : found.length === 0 ? (
          <p className="deposit-message">{t`No coin matches your search.`}</p>
        ) : (
          <ul className="deposit-list" aria-label={t`Coins`}>
            {found.map((coin) => {
              const name = coinName(coin.name, language);
              const only = coin.networks.length === 1 ? coin.networks[0] : undefined;
              const href = only
                ? buildPath('deposit', undefined, networkQuery(coin.token, only))
                : buildPath('depositSelectNetwork', undefined, { token: coin.token });
              const body = (
                <>
                  <CoinAvatar symbol={coin.token} />
                  <span className="deposit-row__name">
                    <span className="deposit-row__title">{name}</span>
                    <span className="deposit-row__hint">{coin.token}</span>
                  </span>
                  {!coin.features.deposit && <span className="deposit-row__badge">{t`Deposits paused`}</span>}
                </>
              );
              return (
                <li key={coin.token}>
                  {coin.features.deposit ? (
                    <Link href={href} className="deposit-row">
                      {body}
                    </Link>
                  ) : (
                    <span className="deposit-row deposit-row--disabled" aria-disabled="true">
                      {body}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Page>
  );
}
