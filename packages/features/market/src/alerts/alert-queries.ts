import { useQuery } from '@tanstack/react-query';
import { useApi } from '@wallet/ui';

export const alertKeys = {
  all: () => ['priceAlerts'] as const,
  forToken: (token: string) => ['priceAlerts', token] as const,
};

/** The user's alerts on one coin, waiting ones first. */
export function usePriceAlerts(token: string, isEnabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: alertKeys.forToken(token),
    queryFn: ({ signal }) => api.priceAlerts({ query: { token } }, { signal }),
    enabled: isEnabled && token !== '',
    staleTime: 10_000,
  });
}
