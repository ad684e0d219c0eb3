import { useLingui } from '@lingui/react/macro';
import { memo, useEffect } from 'react';
import { Link } from 'wouter';
import type { Transaction } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import {
  Ltr,
  Row,
  RowIcon,
  RowLink,
  RowList,
  RowText,
  Spinner,
  Stack,
  ToneText,
  type Tone,
} from '@wallet/kit';
import { buildPath, STATUS_LABELS, statusTone, useFormat, useSession } from '@wallet/ui';
import { useWindowList } from '@wallet/ui/window-list';
import { amountDecimals, amountUnit } from './bank-transactions';
import { movedAmount } from './moved-amount';

/** Every row is this tall (the kit's Row keeps it so), which lets the list skip measuring. */
export const TRANSACTION_ROW_HEIGHT = 72;
/** A status's colour: done in green, failed in red, waiting quieter. */
const STATUS_TONES: Record<ReturnType<typeof statusTone>, Tone> = {
  done: 'success',
  failed: 'destructive',
  waiting: 'hint',
};
/** Rows drawn beyond each edge of the screen, so a fast flick does not show blank space. */
const OVERSCAN_ROWS = 6;
/** The next page is asked for when the screen comes this many rows from the end of what is loaded. */
const LOAD_AHEAD_ROWS = 10;

/**
 * The transactions read so far, newest first. Only the rows on screen (and a few around them) are in the
 * DOM, so 100,000 scroll smoothly; the next page is asked for before the end comes into view.
 */
export function TransactionList({
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
      <RowList listRef={listRef} label={t`Transactions`} isBusy={isLoadingMore} height={totalSize}>
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
      </RowList>
      {isLoadingMore && (
        <Stack isCentered padBlock={4} role="status" aria-label={t`Loading more`}>
          <Spinner size={24} />
        </Stack>
      )}
    </>
  );
}

/**
 * One transaction; it renders again only when its transaction or place changes, not on every scroll. It is
 * plain markup rather than the kit's Cell, which adds five elements and a ripple hook to every row, for the
 * same reason as the market's list (`pnpm bench:market`).
 */
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
  const direction = transaction.type === 'DEPOSIT' ? 'in' : 'out';
  return (
    <Row offset={offset} height={TRANSACTION_ROW_HEIGHT} position={position} setSize={setSize}>
      <Link href={buildPath('transaction', { id: transaction.id })} asChild>
        <RowLink>
          <RowText
            before={
              <RowIcon tone={direction === 'in' ? 'success' : undefined}>
                {direction === 'in' ? '↓' : '↑'}
              </RowIcon>
            }
            title={title}
            subtitle={formatDateTime(transaction.date, language)}
            end={
              <ToneText tone={direction === 'in' ? 'success' : 'text'}>
                <Ltr>
                  {direction === 'in' ? '+' : '−'}
                  {format.amount(movedAmount(transaction), amountDecimals(transaction.token))}{' '}
                  {amountUnit(transaction.token, i18n)}
                </Ltr>
              </ToneText>
            }
            endNote={
              <ToneText tone={STATUS_TONES[statusTone(transaction.status)]}>
                {i18n._(STATUS_LABELS[transaction.status])}
              </ToneText>
            }
          />
        </RowLink>
      </Link>
    </Row>
  );
});
