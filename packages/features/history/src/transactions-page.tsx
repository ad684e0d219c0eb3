import { useLingui } from '@lingui/react/macro';
import { memo, useEffect } from 'react';
import { Link } from 'wouter';
import type { Transaction } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { useStorageValue } from '@wallet/platform';
import {
  buildPath,
  coinName,
  Page,
  STORAGE_KEYS,
  useErrorText,
  useFormat,
  useGlobalConfig,
  useSession,
} from '@wallet/ui';
import { useWindowList } from '@wallet/ui/window-list';
import { statusTone, STATUS_LABELS, transactionTitle } from './labels';
import { useTransactionPages } from './transaction-queries';
import './transactions.css';

/** Every row is this tall (transactions.css keeps it so). */
export const TRANSACTION_ROW_HEIGHT = 72;
const OVERSCAN_ROWS = 6;
/** The next page is asked for when the screen comes this many rows from the end of what is loaded. */
const LOAD_AHEAD_ROWS = 10;

/**
 * /transactions: the user's transactions newest first, filtered by type and coin (kept in storage), read a
 * page at a time as the user scrolls; only the rows on screen are in the DOM, so 100,000 scroll smoothly.
 */
export function TransactionsPage() {
  const { t, i18n } = useLingui();
  const { language } = useSession();
  const errorText = useErrorText();
  const config = useGlobalConfig();
  const [filter, setFilter, { loading: isFilterLoading }] = useStorageValue(STORAGE_KEYS.transactions);
  const pages = useTransactionPages(filter);
  const rows = pages.data?.pages.flatMap((page) => page.transactions) ?? [];
  const coins = (config.data?.coins ?? []).filter((coin) => coin.networks.length > 0 || coin.token === 'IRT');
  const typeOptions = [
    { value: null, label: t`All` },
    { value: 'DEPOSIT' as const, label: t`Deposits` },
    { value: 'WITHDRAW' as const, label: t`Withdrawals` },
  ];

  return (
    <Page title={t`Transactions`}>
      <div className="txs">
        <div className="txs-filters">
          <div className="txs-types" role="group" aria-label={t`Type`}>
            {typeOptions.map((option) => (
              <button
                key={option.label}
                type="button"
                className="txs-chip"
                aria-pressed={filter.type === option.value}
                onClick={() => void setFilter({ ...filter, type: option.value })}
              >
                {option.label}
              </button>
            ))}
          </div>
          <label className="txs-visually-hidden" htmlFor="txs-coin">
            {t`Coin`}
          </label>
          <select
            id="txs-coin"
            className="txs-select"
            value={filter.token ?? ''}
            onChange={(event) => void setFilter({ ...filter, token: event.target.value || null })}
          >
            <option value="">{t`All coins`}</option>
            {coins.map((coin) => (
              <option key={coin.token} value={coin.token}>
                {coinName(coin.name, language)} ({coin.token})
              </option>
            ))}
          </select>
        </div>
        {pages.isError && rows.length === 0 ? (
          <div className="txs-message" role="alert">
            <p>{t`The transactions could not be loaded.`}</p>
            {errorText(pages.error) && <p>{errorText(pages.error)}</p>}
            <button type="button" className="txs-link" onClick={() => void pages.refetch()}>
              {t`Try again`}
            </button>
          </div>
        ) : isFilterLoading || pages.isPending ? (
          <div className="txs-skeleton" role="status" aria-label={t`Loading`} />
        ) : rows.length === 0 ? (
          <p className="txs-message">
            {filter.type || filter.token
              ? t`No transaction matches these filters.`
              : t`You have no transactions yet.`}
          </p>
        ) : (
          <TransactionList
            rows={rows}
            hasMore={pages.hasNextPage}
            isLoadingMore={pages.isFetchingNextPage}
            loadMore={() => void pages.fetchNextPage()}
            title={(transaction) => transactionTitle(transaction, i18n)}
          />
        )}
        {pages.isFetchNextPageError && (
          <div className="txs-message" role="alert">
            <p>{t`More transactions could not be loaded.`}</p>
            <button type="button" className="txs-link" onClick={() => void pages.fetchNextPage()}>
              {t`Try again`}
            </button>
          </div>
        )}
      </div>
    </Page>
  );
}

function TransactionList({
  rows,
  hasMore,
  isLoadingMore,
  loadMore,
  title,
}: {
  rows: Transaction[];
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  title: (transaction: Transaction) => string;
}) {
  const { t } = useLingui();
  const {
    listRef,
    rows: items,
    totalSize,
  } = useWindowList({
    count: rows.length,
    rowHeight: TRANSACTION_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const lastShown = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !isLoadingMore && lastShown >= rows.length - LOAD_AHEAD_ROWS) loadMore();
  }, [hasMore, isLoadingMore, lastShown, rows.length, loadMore]);

  return (
    <>
      <ul
        ref={listRef}
        className="txs-list"
        aria-label={t`Transactions`}
        aria-busy={isLoadingMore}
        style={{ height: totalSize }}
      >
        {items.map((item) => {
          const transaction = rows[item.index];
          return transaction ? (
            <TransactionRow
              key={item.key}
              transaction={transaction}
              title={title(transaction)}
              offset={item.offset}
              position={item.index + 1}
              setSize={hasMore ? -1 : rows.length}
            />
          ) : null;
        })}
      </ul>
      {isLoadingMore && <div className="txs-more" role="status" aria-label={t`Loading more`} />}
    </>
  );
}

const TransactionRow = memo(function TransactionRow({
  transaction,
  title,
  offset,
  position,
  setSize,
}: {
  transaction: Transaction;
  title: string;
  offset: number;
  position: number;
  setSize: number;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { language } = useSession();
  const isIn = transaction.type === 'DEPOSIT';
  return (
    <li
      className="txs-row"
      style={{ transform: `translateY(${offset}px)` }}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      <Link href={buildPath('transaction', { id: transaction.id })} className="txs-row__link">
        <span className={`txs-row__icon txs-row__icon--${isIn ? 'in' : 'out'}`} aria-hidden="true">
          {isIn ? '↓' : '↑'}
        </span>
        <span className="txs-row__main">
          <span className="txs-row__title">{title}</span>
          <span className="txs-row__date">{formatDateTime(transaction.date, language)}</span>
        </span>
        <span className="txs-row__end">
          <span className={`txs-row__amount txs-row__amount--${isIn ? 'in' : 'out'}`} dir="ltr">
            {isIn ? '+' : '−'}
            {format.amount(transaction.amount, 18)} {transaction.token}
          </span>
          <span className={`txs-row__status txs-row__status--${statusTone(transaction.status)}`}>
            {i18n._(STATUS_LABELS[transaction.status])}
          </span>
        </span>
      </Link>
    </li>
  );
});
