import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CoinConfig } from '@wallet/api';
import { searchTokens } from '@wallet/core';
import { CoinChoiceList, type CoinChoice } from './coin-choice-list';
import '../deposit/deposit.css';

/**
 * A searchable list of coins to start a flow from, with its loading, failed, empty and no-match states.
 * `coins` is undefined while loading.
 */
export function CoinPicker({
  coins,
  isError,
  onRetry,
  emptyText,
  toChoice,
}: {
  coins: CoinConfig[] | undefined;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  toChoice: (coin: CoinConfig) => CoinChoice;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const found = searchTokens(coins ?? [], query);
  return (
    <div className="deposit">
      <label htmlFor="coin-search" className="deposit-visually-hidden">
        {t`Search coins`}
      </label>
      <input
        id="coin-search"
        className="deposit-search"
        type="search"
        placeholder={t`Search coins`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {isError && !coins ? (
        <div className="deposit-message" role="alert">
          <p>{t`The coins could not be loaded.`}</p>
          <button type="button" className="deposit-link" onClick={onRetry}>
            {t`Try again`}
          </button>
        </div>
      ) : !coins ? (
        <div className="deposit-skeleton" role="status" aria-label={t`Loading`} />
      ) : coins.length === 0 ? (
        <p className="deposit-message">{emptyText}</p>
      ) : found.length === 0 ? (
        <p className="deposit-message">{t`No coin matches your search.`}</p>
      ) : (
        <CoinChoiceList choices={found.map(toChoice)} />
      )}
    </div>
  );
}
