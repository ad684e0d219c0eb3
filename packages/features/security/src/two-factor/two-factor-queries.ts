import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TwoFactorStatus } from '@wallet/api';
import { useApi } from '@wallet/ui';

export const twoFactorKeys = {
  status: () => ['twoFactor', 'status'] as const,
};

/** GET /v2/2fa/status: the methods turned on, and until when withdrawals wait. */
export function useTwoFactorStatus() {
  const api = useApi();
  return useQuery({
    queryKey: twoFactorKeys.status(),
    queryFn: ({ signal }) => api.twoFactorStatus(undefined, { signal }),
  });
}

/**
 * After a method is turned on or off: the answer is the new status, and the cached copy is cleared
 * (spec 001 §7) so every page asking for it loads it again.
 */
export function useTwoFactorChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (status: TwoFactorStatus) => {
      queryClient.setQueryData(twoFactorKeys.status(), status);
      await queryClient.invalidateQueries({ queryKey: twoFactorKeys.status() });
    },
    [queryClient],
  );
}
