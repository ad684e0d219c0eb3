import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CoinConfig } from '@wallet/api';
import { searchTokens } from '@wallet/core';
import { EmptyState, TextField } from '@wallet/kit';
import { LoadFailure } from '@wallet/ui';
import { Stack } from './blocks';
import { CoinChoiceList, type CoinChoice } from './coin-choice-list';
import { Loading } from './loading';

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
    <Stack>
      <TextField
        type="search"
        label={t`Search coins`}
        isLabelHidden
        placeholder={t`Search coins`}
        value={query}
        onChange={setQuery}
      />
      {isError && !coins ? (
        <LoadFailure message={t`The coins could not be loaded.`} onRetry={onRetry} />
      ) : !coins ? (
        <Loading shape="rows" />
      ) : coins.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : found.length === 0 ? (
        <EmptyState title={t`No coin matches your search.`} />
      ) : (
        <CoinChoiceList choices={found.map(toChoice)} />
      )}
    </Stack>
  );
}
