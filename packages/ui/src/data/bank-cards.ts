import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context';
import { queryKeys } from './queries';

/** Spec 001 §9: the IBAN list and the card list are cached for 60 s, and cleared after a change. */
export const BANK_LISTS_CACHE_MS = 60_000;

/**
 * GET the user's registered bank cards: one cached copy for the bank pages, the card-to-card deposit and an
 * invoice paid card to card.
 */
export function useBankCards() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.bankCards(),
    queryFn: async ({ signal }) => (await api.bankCards(undefined, { signal })).cards,
    staleTime: BANK_LISTS_CACHE_MS,
  });
}
