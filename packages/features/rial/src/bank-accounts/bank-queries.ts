import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BANK_LISTS_CACHE_MS, queryKeys, useApi } from '@wallet/ui';
import type { AccountKind } from './account-kind';

export const bankKeys = {
  cards: queryKeys.bankCards,
  ibans: () => ['bankIbans'] as const,
};

export function useBankIbans() {
  const api = useApi();
  return useQuery({
    queryKey: bankKeys.ibans(),
    queryFn: async ({ signal }) => (await api.bankIbans(undefined, { signal })).ibans,
    staleTime: BANK_LISTS_CACHE_MS,
  });
}

/** Asks the bank who owns a number before the user confirms adding it. */
export function useInquiry(kind: AccountKind) {
  const api = useApi();
  return useMutation({
    mutationFn: (number: string) =>
      kind === 'card'
        ? api.bankCardInquiry({ query: { number } })
        : api.bankIbanInquiry({ query: { number } }),
  });
}

/** Adds a card or an IBAN; the list of that kind is cleared after, so it is read again. */
export function useAddAccount(kind: AccountKind) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (number: string) => {
      if (kind === 'card') await api.addBankCard({ body: { number } });
      else await api.addBankIban({ body: { number } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(kind) }),
  });
}

/** Deletes a card or an IBAN; the list of that kind is cleared after, whatever the answer. */
export function useDeleteAccount(kind: AccountKind) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      if (kind === 'card') await api.deleteBankCard({ params: { id } });
      else await api.deleteBankIban({ params: { id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey(kind) }),
  });
}

const listKey = (kind: AccountKind) => (kind === 'card' ? bankKeys.cards() : bankKeys.ibans());
