import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserInformation } from '@wallet/api';
import { queryKeys, useApi } from '@wallet/ui';

/** Spec 001 §9: active sessions are cached for 60 s and cleared after a change. */
export const SESSIONS_CACHE_MS = 60_000;
/** Spec 001 §9: login history is read 100 at a time from page 0. */
export const LOGIN_HISTORY_LIMIT = 100;

export const profileKeys = {
  sessions: () => ['sessions'] as const,
  loginHistory: () => ['loginHistory'] as const,
  addresses: () => ['deliveryAddresses'] as const,
};

export function useSessions() {
  const api = useApi();
  return useQuery({
    queryKey: profileKeys.sessions(),
    queryFn: ({ signal }) => api.sessions(undefined, { signal }),
    staleTime: SESSIONS_CACHE_MS,
  });
}

export function useLoginHistory() {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: profileKeys.loginHistory(),
    queryFn: ({ pageParam, signal }) =>
      api.loginHistory({ query: { limit: LOGIN_HISTORY_LIMIT, page: pageParam } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => ((last.page + 1) * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useDeliveryAddresses() {
  const api = useApi();
  return useQuery({
    queryKey: profileKeys.addresses(),
    queryFn: ({ signal }) => api.addresses(undefined, { signal }),
  });
}

/** Contact changes answer the new user information: it replaces the cached whoami at once. */
export function useSetUser(): (user: UserInformation) => void {
  const queryClient = useQueryClient();
  return (user) => queryClient.setQueryData(queryKeys.whoami(), user);
}
