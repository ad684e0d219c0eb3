import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TransactionType } from '@wallet/api';
import { useApi } from '@wallet/ui';

export const TRANSACTIONS_PAGE_SIZE = 50;

export interface TransactionFilter {
  type: TransactionType | null;
  token: string | null;
}

export const transactionKeys = {
  all: () => ['transactions'] as const,
  list: (filter: TransactionFilter) => ['transactions', 'list', filter.type, filter.token] as const,
  one: (id: string) => ['transactions', 'one', id] as const,
};

/** The user's transactions newest first, a page at a time, read on with the afterId cursor. */
export function useTransactionPages(filter: TransactionFilter) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: transactionKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api.transactions(
        {
          query: {
            limit: TRANSACTIONS_PAGE_SIZE,
            ...(pageParam ? { afterId: pageParam } : {}),
            ...(filter.type ? { types: [filter.type] } : {}),
            ...(filter.token ? { tokens: [filter.token] } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? (last.transactions.at(-1)?.id ?? null) : null),
  });
}

export function useTransaction(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: transactionKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.transaction({ params: { id: id! } }, { signal }),
    enabled: Boolean(id),
    // A transaction still moving is followed live.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && !['SUCCEED', 'FAILED', 'CONFIRMED_BY_NETWORK', 'REJECTED_BY_ADMIN'].includes(status)
        ? 5000
        : false;
    },
  });
}
