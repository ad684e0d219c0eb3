import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { searchTokens, sortTokens, toSortString, type SortDirection, type SortKey } from '@wallet/core';
import { EmptyState, SearchField, SelectField, Stack, ToggleGroup } from '@wallet/kit';
import { useStorageValue } from '@wallet/platform';
import { LoadFailure, Page, useAssets, useIdle, usePageHidden } from '@wallet/ui';
import { groupLabel } from './group-label';
import { MarketList } from './market-list';
import { LoadingRows } from './shared/load-states';
import { QuoteCurrencyToggle, useQuoteCurrency } from './shared/quote-currency';
import { MARKET_STORAGE_KEYS } from './storage-keys';

const ALL_GROUPS = 'ALL';
const SORTS: { key: SortKey; direction: SortDirection }[] = [
  { key: 'LAST_PRICE', direction: 'DESCENDING' },
  { key: 'LAST_PRICE', direction: 'ASCENDING' },
  { key: 'CHANGE_PERCENT', direction: 'DESCENDING' },
  { key: 'CHANGE_PERCENT', direction: 'ASCENDING' },
];

/**
 * /market: every coin with price, 24 h change and a star; sorting kept as `key__direction` and a group filter
 * kept as selectedGp (spec 000 §3 "Market display"), search by spec 000 §5's rules, and prices in the currency
 * shared with the dashboard.
 */
export function MarketPage() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const [sortBy, setSortBy] = useStorageValue(MARKET_STORAGE_KEYS.marketSortBy);
  const [selectedGp, setSelectedGp] = useStorageValue(MARKET_STORAGE_KEYS.marketSelectedGp);
  const isIdle = useIdle();
  const isHidden = usePageHidden();
  const assets = useAssets({ isRefreshPaused: isIdle || isHidden });
  const { quote, setQuote, isLocked } = useQuoteCurrency(assets.data?.userCurrency);

  const tokens = assets.data?.tokens ?? [];
  const groups = [ALL_GROUPS, ...new Set(tokens.flatMap((token) => token.groups))];
  const group = groups.includes(selectedGp) ? selectedGp : ALL_GROUPS;
  const inGroup = group === ALL_GROUPS ? tokens : tokens.filter((token) => token.groups.includes(group));
  const shown = sortTokens(searchTokens(inGroup, query), sortBy, quote);
  const sortLabels: Record<string, string> = {
    LAST_PRICE__DESCENDING: t`Price: high to low`,
    LAST_PRICE__ASCENDING: t`Price: low to high`,
    CHANGE_PERCENT__DESCENDING: t`24 h change: most up first`,
    CHANGE_PERCENT__ASCENDING: t`24 h change: most down first`,
  };

  return (
    <Page title={t`Market`} back={false}>
      <Stack>
        <SearchField
          label={t`Search coins`}
          placeholder={t`Search coins`}
          value={query}
          onChange={setQuery}
        />
        <Stack gap={2}>
          <ToggleGroup
            label={t`Coin groups`}
            isScrolling
            options={groups.map((name) => ({
              value: name,
              label: name === ALL_GROUPS ? t`All` : groupLabel(name, i18n),
            }))}
            value={group}
            onChange={(name) => void setSelectedGp(name)}
          />
          {/* A native select: the platform's own picker, which the sort's few choices fit. */}
          <SelectField
            label={t`Sort by`}
            isLabelHidden
            value={sortBy ?? ''}
            onChange={(value) => void setSortBy(value || null)}
          >
            <option value="">{t`Default order`}</option>
            {SORTS.map(({ key, direction }) => {
              const value = toSortString(key, direction);
              return (
                <option key={value} value={value}>
                  {sortLabels[value]}
                </option>
              );
            })}
          </SelectField>
          <QuoteCurrencyToggle quote={quote} onChange={setQuote} isLocked={isLocked} />
        </Stack>
        {assets.isError && !assets.data ? (
          <LoadFailure message={t`The market could not be loaded.`} onRetry={() => void assets.refetch()} />
        ) : !assets.data ? (
          <LoadingRows />
        ) : shown.length === 0 ? (
          <EmptyState title={t`No coin matches your search.`} />
        ) : (
          <MarketList tokens={shown} quote={quote} />
        )}
      </Stack>
    </Page>
  );
}
