import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { EmptyState, SelectField, Stack, ToggleGroup } from '@wallet/kit';
import { useStorageValue } from '@wallet/platform';
import {
  coinName,
  LoadFailure,
  otherTradeLeg,
  Page,
  type TransactionFilter,
  useErrorText,
  useGlobalConfig,
  useSession,
} from '@wallet/ui';
import { historyTitle } from './bank-transactions';
import { listedBy } from './history-filters';
import { Loading } from './load-states';
import { HISTORY_STORAGE_KEYS } from './storage-keys';
import { TransactionList } from './transaction-list';
import { useTransactionPages } from './transaction-queries';

/**
 * /transactions: the user's transactions newest first, filtered by type and coin (kept in storage), read a
 * page at a time as the user scrolls.
 */
export function TransactionsPage() {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const [filter, setFilter, { loading: isFilterLoading }] = useStorageValue(
    HISTORY_STORAGE_KEYS.transactions,
  );
  const pages = useTransactionPages(filter);
  const rows = (pages.data?.pages.flatMap((page) => page.transactions) ?? []).filter((transaction) =>
    listedBy(filter.type, transaction),
  );
  // A page may hold none of the filter's kind (the API filters by type, not by channel): read on until
  // there is something to list or nothing more to read.
  const readsOn = rows.length === 0 && pages.hasNextPage && !pages.isFetchingNextPage && !pages.isError;
  const { fetchNextPage } = pages;
  useEffect(() => {
    if (readsOn) void fetchNextPage();
  }, [readsOn, fetchNextPage]);

  return (
    <Page title={t`Transactions`}>
      <Stack>
        <TransactionFilters filter={filter} onChange={(next) => void setFilter(next)} />
        {pages.isError && rows.length === 0 ? (
          <LoadFailure
            message={t`The transactions could not be loaded.`}
            detail={errorText(pages.error)}
            onRetry={() => void pages.refetch()}
          />
        ) : isFilterLoading ||
          pages.isPending ||
          readsOn ||
          (rows.length === 0 && pages.isFetchingNextPage) ? (
          <Loading shape="rows" />
        ) : rows.length === 0 ? (
          <EmptyState
            title={
              filter.type || filter.token
                ? t`No transaction matches these filters.`
                : t`You have no transactions yet.`
            }
          />
        ) : (
          <TransactionList
            rows={rows}
            hasMore={pages.hasNextPage}
            isLoadingMore={pages.isFetchingNextPage}
            loadMore={() => void pages.fetchNextPage()}
            title={(transaction) => historyTitle(transaction, i18n, otherTradeLeg(transaction, rows))}
          />
        )}
        {pages.isFetchNextPageError && (
          <LoadFailure
            message={t`More transactions could not be loaded.`}
            onRetry={() => void pages.fetchNextPage()}
          />
        )}
      </Stack>
    </Page>
  );
}

/**
 * The type as pressed buttons and the coin as a native select: the select keeps the platform's own picker,
 * which lists every coin the wallet has without a drawer of its own.
 */
function TransactionFilters({
  filter,
  onChange,
}: {
  filter: TransactionFilter;
  onChange: (filter: TransactionFilter) => void;
}) {
  const { t } = useLingui();
  const { language } = useSession();
  const config = useGlobalConfig();
  const coins = (config.data?.coins ?? []).filter((coin) => coin.networks.length > 0 || coin.token === 'IRT');
  const typeOptions = [
    { value: null, label: t`All` },
    { value: 'DEPOSIT' as const, label: t`Deposits` },
    { value: 'WITHDRAW' as const, label: t`Withdrawals` },
    { value: 'TRADE' as const, label: t`Trades` },
  ];
  return (
    <Stack gap={2}>
      <ToggleGroup
        label={t`Type`}
        options={typeOptions}
        value={filter.type}
        onChange={(type) => onChange({ ...filter, type })}
      />
      <SelectField
        label={t`Coin`}
        isLabelHidden
        value={filter.token ?? ''}
        onChange={(value) => onChange({ ...filter, token: value || null })}
      >
        <option value="">{t`All coins`}</option>
        {coins.map((coin) => (
          <option key={coin.token} value={coin.token}>
            {coinName(coin.name, language)} ({coin.token})
          </option>
        ))}
      </SelectField>
    </Stack>
  );
}
