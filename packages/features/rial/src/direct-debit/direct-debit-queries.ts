import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectDebitContract } from '@wallet/api';
import { queryKeys, transactionKeys, useApi } from '@wallet/ui';
import { useMoneyCall } from '@wallet/ui/money-call';

/** While a contract is being created the result page reads it again this often. */
export const CONTRACT_POLL_MS = 1_500;

export const directDebitKeys = {
  all: () => ['directDebit'] as const,
  banks: () => ['directDebit', 'banks'] as const,
  contracts: () => ['directDebit', 'contracts'] as const,
  contract: (id: string) => ['directDebit', 'contract', id] as const,
};

const isSettling = (contract: DirectDebitContract | undefined) =>
  contract?.status === 'CREATING' || contract?.status === 'PENDING';

export function useDirectDebitBanks() {
  const api = useApi();
  return useQuery({
    queryKey: directDebitKeys.banks(),
    queryFn: async ({ signal }) => (await api.directDebitBanks(undefined, { signal })).banks,
    staleTime: Infinity,
  });
}

export function useDirectDebitContracts() {
  const api = useApi();
  return useQuery({
    queryKey: directDebitKeys.contracts(),
    queryFn: async ({ signal }) => (await api.directDebitContracts(undefined, { signal })).contracts,
    refetchInterval: (query) => (query.state.data?.some(isSettling) ? CONTRACT_POLL_MS : false),
  });
}

/** One contract, read again while the bank is still creating it (spec 000 §4: a few seconds). */
export function useDirectDebitContract(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: directDebitKeys.contract(id),
    queryFn: ({ signal }) => api.directDebitContract({ params: { id } }, { signal }),
    refetchInterval: (query) =>
      isSettling(query.state.data) || query.state.data === undefined ? CONTRACT_POLL_MS : false,
  });
}

export function useCreateContract() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { bankId: string; maxDailyDeposit: string; returnUrl?: string }) =>
      api.createDirectDebitContract({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directDebitKeys.contracts() }),
  });
}

export function useCancelContract() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.cancelDirectDebitContract({ params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: directDebitKeys.all() }),
  });
}

/**
 * A deposit through a contract, one Idempotency-Key per contract and amount kept until answered: a retry of
 * the same one after a lost answer, even after a reload, is credited once. The balances, the history and the
 * contract's day are read again after.
 */
export function useDirectDebitDeposit(onDeposited: (transactionId: string) => void) {
  const api = useApi();
  return useMoneyCall(
    (input: { contractId: string; amount: string }, headers) =>
      api.directDebitDeposit({ body: input }, headers),
    {
      name: 'directDebitDeposit',
      request: (input) => `${input.contractId}:${input.amount}`,
      invalidates: [queryKeys.assets(), transactionKeys.all(), directDebitKeys.all()],
      onSuccess: ({ transaction }) => onDeposited(transaction.id),
    },
  );
}
