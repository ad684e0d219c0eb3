import { useQuery } from '@tanstack/react-query';
import { useApi } from '@wallet/ui';

export const rialWithdrawKeys = {
  status: () => ['rialWithdraw', 'status'] as const,
  preview: (iban: string, amount: string) => ['rialWithdraw', 'preview', iban, amount] as const,
};

/** The bounds, the daily limit left and the flags' effect, before an amount is typed. */
export function useRialWithdrawStatus() {
  const api = useApi();
  return useQuery({
    queryKey: rialWithdrawKeys.status(),
    queryFn: ({ signal }) => api.rialWithdrawStatus(undefined, { signal }),
  });
}

/** The withdrawal priced by the server: fee, what the IBAN receives, settlement time, the limit left. */
export function useRialWithdrawPreview(iban: string | undefined, amount: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: rialWithdrawKeys.preview(iban ?? '', amount ?? ''),
    queryFn: ({ signal }) => api.rialWithdrawPreview({ query: { iban: iban!, amount: amount! } }, { signal }),
    enabled: Boolean(iban && amount),
    retry: false,
  });
}
