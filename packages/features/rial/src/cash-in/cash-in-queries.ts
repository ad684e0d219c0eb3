import { useQuery } from '@tanstack/react-query';
import type { CashInMethod } from '@wallet/api';
import { useApi, usePageHidden } from '@wallet/ui';

/** While the page is open it asks for the incoming transfers this often, so one arriving shows by itself. */
export const IDENTIFIED_DEPOSITS_REFRESH_MS = 5000;

export const cashInKeys = {
  instructions: (method: CashInMethod) => ['cashInCode', method] as const,
  deposits: () => ['identifiedDeposits'] as const,
};

/** The user's code, the wallet's account and the PAYA cycles, for the page of `method`. */
export function useCashInInstructions(method: CashInMethod) {
  const api = useApi();
  return useQuery({
    queryKey: cashInKeys.instructions(method),
    queryFn: ({ signal }) => api.cashInCode({ query: { method } }, { signal }),
  });
}

/** The transfers that came in with the user's code: waiting for the cycle, credited or returned. */
export function useIdentifiedDeposits() {
  const api = useApi();
  const isHidden = usePageHidden();
  return useQuery({
    queryKey: cashInKeys.deposits(),
    queryFn: async ({ signal }) => (await api.identifiedDeposits(undefined, { signal })).deposits,
    refetchInterval: isHidden ? false : IDENTIFIED_DEPOSITS_REFRESH_MS,
  });
}
