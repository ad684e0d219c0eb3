import { useQuery } from '@tanstack/react-query';
import { useApi } from '@wallet/ui';

export const adChequeKeys = {
  all: () => ['shop', 'adCheque'] as const,
  list: () => ['shop', 'adCheque', 'list'] as const,
  cheque: (id: string) => ['shop', 'adCheque', id] as const,
  stats: (id: string) => ['shop', 'adCheque', id, 'stats'] as const,
};

/** The cheques the user created, newest first. */
export function useAdCheques() {
  const api = useApi();
  return useQuery({
    queryKey: adChequeKeys.list(),
    queryFn: ({ signal }) => api.adCheques(undefined, { signal }),
  });
}

/** One cheque, as its owner and its claim page see it. */
export function useAdCheque(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: adChequeKeys.cheque(id),
    queryFn: ({ signal }) => api.adCheque({ params: { id } }, { signal }),
  });
}

/** How often the creator's figures are read again while their page is open: claims come in from chats. */
export const CHEQUE_STATS_REFRESH_MS = 5_000;

/** The creator's figures of a cheque, kept fresh while shown. */
export function useAdChequeStats(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: adChequeKeys.stats(id),
    queryFn: ({ signal }) => api.adChequeStats({ params: { id } }, { signal }),
    refetchInterval: CHEQUE_STATS_REFRESH_MS,
  });
}
