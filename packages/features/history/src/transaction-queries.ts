import { useInfiniteQuery } from '@tanstack/react-query';
import { KIND_RULES } from './history-filters';
import { transactionKeys, useApi, type TransactionFilter } from '@wallet/ui';

export const TRANSACTIONS_PAGE_SIZE = 50;

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
            ...(filter.type && KIND_RULES[filter.type].types.length
              ? { types: KIND_RULES[filter.type].types }
              : {}),
            ...(filter.token ? { tokens: [filter.token] } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? (last.transactions.at(-1)?.id ?? null) : null),
  });
}
