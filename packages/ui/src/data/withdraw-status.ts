import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context';
import { queryKeys } from './queries';

/**
 * GET the withdraw status: the level's limits and what blocks a spend now (an account lock, a recent Rial
 * deposit, a two-factor change). One cached copy, 30 s fresh, for the spend pages and the security page.
 */
export function useWithdrawStatus() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.withdrawStatus(),
    queryFn: ({ signal }) => api.withdrawStatus(undefined, { signal }),
    staleTime: 30_000,
  });
}
