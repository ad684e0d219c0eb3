import { useQuery } from '@tanstack/react-query';
import type { TransactionType } from '@wallet/api';
import { useApi } from '../data/api-context';

/**
 * The history's type filter: a spec transaction type, or TRADE for the legs of swaps and express trades,
 * which are transactions of both types but neither a deposit nor a withdrawal to the user.
 */
export const TRANSACTION_FILTER_KINDS = ['DEPOSIT', 'WITHDRAW', 'TRADE'] as const satisfies readonly (
  TransactionType | 'TRADE'
)[];
export type TransactionFilterKind = (typeof TRANSACTION_FILTER_KINDS)[number];

export interface TransactionFilter {
  type: TransactionFilterKind | null;
  token: string | null;
}

/** Query keys of the transaction history and of one transaction, for every feature that shows them. */
export const transactionKeys = {
  all: () => ['transactions'] as const,
  list: (filter: TransactionFilter) => ['transactions', 'list', filter.type, filter.token] as const,
  one: (id: string) => ['transactions', 'one', id] as const,
};

const SETTLED = ['SUCCEED', 'FAILED', 'CONFIRMED_BY_NETWORK', 'REJECTED_BY_ADMIN'];

/** One transaction; one still moving is followed live. */
export function useTransaction(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: transactionKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.transaction({ params: { id: id! } }, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && !SETTLED.includes(status) ? 5000 : false;
    },
  });
}
