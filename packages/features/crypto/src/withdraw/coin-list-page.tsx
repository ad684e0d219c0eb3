import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isPositive, searchTokens } from '@wallet/core';
import { buildPath, Page, useAssets, useFormat, useGlobalConfig } from '@wallet/ui';
import { CoinChoiceList } from '../shared/coin-choice-list';
import { withdrawQuery } from './withdraw-flow';
import '../deposit/deposit.css';

/**
 * /withdraw/coin-list: the coins the user holds that live on a network. A coin whose withdraw feature is
 * off is listed greyed out ("temporarily limited") and cannot be chosen.
 */
export function WithdrawCoinListPage() {
  const { t } = useLingui();
  const format = useFormat();
  const config = useGlobalConfig();
  const assets = useAssets({ isRefreshPaused: false });
  const [query, setQuery] = useState('');
  const balances = new Map(
    (assets.data?.tokens ?? []).map((entry) => [entry.token, entry.balance.amount.number]),
  );
  const held = (config.data?.coins ?? []).filter(
    (coin) => coin.networks.length > 0 && isPositive(balances.get(coin.token) ?? '0'),
  );
  const found = searchTokens(held, query);
  const isLoading = !config.data || !assets.data;

  return (
    <Page title={t`Send to a crypto address`}>
      <div className="deposit">
        <label htmlFor="withdraw-search" className="deposit-visually-hidden">
          {t`Search coins`}
        </label>
        <input
          id="withdraw-search"
          className="deposit-search"
          type="search"
          placeholder={t`Search coins`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {(config.isError && !config.data) || (assets.isError && !assets.data) ? (
          <div className="deposit-message" role="alert">
            <p>{t`The coins could not be loaded.`}</p>
            <button
              type="button"
              className="deposit-link"
              onClick={() => void Promise.all([config.refetch(), assets.refetch()])}
            >
              {t`Try again`}
            </button>
          </div>
        ) : isLoading ? (
          <div className="deposit-skeleton" role="status" aria-label={t`Loading`} />
        ) : held.length === 0 ? (
          <p className="deposit-message">{t`You have no coins to send yet.`}</p>
        ) : found.length === 0 ? (
          <p className="deposit-message">{t`No coin matches your search.`}</p>
        ) : (
          <CoinChoiceList
            choices={found.map((coin) => {
              const only = coin.networks.length === 1 ? coin.networks[0] : undefined;
              return {
                coin,
                href: !coin.features.withdraw
                  ? null
                  : only
                    ? buildPath('externalTransferAmount', undefined, withdrawQuery(coin, only))
                    : buildPath('externalTransferNetwork', undefined, { token: coin.token }),
                hint: `${format.amount(balances.get(coin.token) ?? '0', coin.humanReadableDecimals)} ${coin.token}`,
                ...(coin.features.withdraw ? {} : { badge: t`Withdrawals temporarily limited` }),
              };
            })}
          />
        )}
      </div>
    </Page>
  );
}
