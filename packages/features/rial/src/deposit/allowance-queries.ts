import { useQuery } from '@tanstack/react-query';
import type { DepositMethodAllowance, RialDepositMethod } from '@wallet/api';
import { useApi } from '@wallet/ui';

export const allowanceKeys = {
  all: () => ['rialDeposit', 'allowance'] as const,
};

/** What each enabled deposit method may take now (the gateway's daily cap per national ID included). */
export function useDepositAllowance({ isEnabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: allowanceKeys.all(),
    queryFn: ({ signal }) => api.depositAllowance(undefined, { signal }),
    staleTime: 30_000,
    enabled: isEnabled,
  });
}

/** The allowance of one method, when the answer has it. */
export const allowanceOf = (
  methods: readonly DepositMethodAllowance[] | undefined,
  method: RialDepositMethod,
): DepositMethodAllowance | undefined => methods?.find((entry) => entry.method === method);
