import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { searchTokens } from '@wallet/core';
import { buildPath, Page, useGlobalConfig } from '@wallet/ui';
import { CoinChoiceList } from '../shared/coin-choice-list';
import { networkQuery } from './networks';
import './deposit.css';

/**
 * /deposit/coin-list: the coins that live on a network, searchable by the spec's rules. A coin whose deposit
 * feature is off is listed greyed out and cannot be chosen.
 */
export function DepositCoinListPage() {
  const { t } = useLingui();
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
          <CoinChoiceList
            choices={found.map((coin) => {
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
            })}
          />
        )}
      </div>
    </Page>
  );
}
