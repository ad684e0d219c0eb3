import { useQuery } from '@tanstack/react-query';
import type { Transaction } from '@wallet/api';
import { otherTradeLeg, transactionKeys, useApi } from '@wallet/ui';

// A trade (a swap, an express buy, sell or withdraw) shows as two TRADE transactions with one refId: the
// WITHDRAW leg is what the user gave, the DEPOSIT leg what they got, the fee on it.

/** The trade leg's other leg, looked up by their shared refId; null for any other transaction. */
export function useOtherTradeLeg(transaction: Transaction | undefined) {
  const api = useApi();
  const refId = transaction?.channel === 'TRADE' ? transaction.refId : null;
  const legs = useQuery({
    queryKey: [...transactionKeys.all(), 'trade', refId] as const,
    queryFn: ({ signal }) => api.transactions({ query: { query: refId!, limit: 10 } }, { signal }),
    enabled: Boolean(refId),
    staleTime: Infinity,
  });
  return transaction && legs.data ? otherTradeLeg(transaction, legs.data.transactions) : null;
}

/** The given and got sides of a trade, whichever leg `transaction` is; null without the other leg. */
export function tradeSides(
  transaction: Transaction,
  otherLeg: Transaction | null,
): { given: Transaction; got: Transaction } | null {
  if (!otherLeg) return null;
  return transaction.type === 'WITHDRAW'
    ? { given: transaction, got: otherLeg }
    : { given: otherLeg, got: transaction };
}
