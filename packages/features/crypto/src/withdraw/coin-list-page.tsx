import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { isPositive, searchTokens } from '@wallet/core';
import {
  buildPath,
  CoinAvatar,
  coinName,
  Page,
  useAssets,
  useFormat,
  useGlobalConfig,
  useSession,
} from '@wallet/ui';
import { withdrawQuery } from './withdraw-flow';
import '../deposit/deposit.css';

/**
 * /withdraw/coin-list: the coins the user holds that live on a network. A coin whose withdraw feature is
 * off is listed greyed out ("temporarily limited") and cannot be chosen.
 */
export function WithdrawCoinListPage() {
  const { t } = useLingui();
  const { language } = useSession();
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
          <ul className="deposit-list" aria-label={t`Coins`}>
            {found.map((coin) => {
              const only = coin.networks.length === 1 ? coin.networks[0] : undefined;
              const href = only
                ? buildPath('externalTransferAmount', undefined, withdrawQuery(coin, only))
                : buildPath('externalTransferNetwork', undefined, { token: coin.token });
              const body = (
                <>
                  <CoinAvatar symbol={coin.token} />
                  <span className="deposit-row__name">
                    <span className="deposit-row__title">{coinName(coin.name, language)}</span>
                    <span className="deposit-row__hint">
                      {format.amount(balances.get(coin.token) ?? '0', coin.humanReadableDecimals)}{' '}
                      {coin.token}
                    </span>
                  </span>
                  {!coin.features.withdraw && (
                    <span className="deposit-row__badge">{t`Withdrawals temporarily limited`}</span>
                  )}
                </>
              );
              return (
                <li key={coin.token}>
                  {coin.features.withdraw ? (
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
