import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TwoFactorStatus } from '@wallet/api';
import { useApi } from './api-context';
import { queryKeys } from './queries';

/**
 * GET /v2/2fa/status: the methods turned on, and until when withdrawals wait. One cached copy for the
 * two-factor screens and every protected call's code field.
 */
export function useTwoFactorStatus() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.twoFactorStatus(),
    queryFn: ({ signal }) => api.twoFactorStatus(undefined, { signal }),
  });
}

/**
 * After a method is turned on or off: the answer is the new status, and the cached copy is cleared
 * (spec 001 §7) so every page asking for it loads it again. The withdraw status is cleared too, since the
 * change starts the 24 h TWO_FACTOR_CHANGED block.
 */
export function useTwoFactorChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (status: TwoFactorStatus) => {
      queryClient.setQueryData(queryKeys.twoFactorStatus(), status);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.twoFactorStatus() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.withdrawStatus() }),
      ]);
    },
    [queryClient],
  );
}
