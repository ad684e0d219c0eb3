import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UserAssets, WalletApi } from '@wallet/api';
import { useTypedStorage, useStorageValue } from '@wallet/platform';
import { useApi } from '../data/api-context';
import { isStoredCopy, queryKeys, seedStoredCopy } from '../data/queries';
import { STORAGE_KEYS } from '../state/storage-keys';

/** Spec 001 §9: assets refresh every 5 s while the user is active. */
export const ASSETS_REFRESH_MS = 5000;
/**
 * The stored copy is only the placeholder for the next start, so it is rewritten at most this often: with
 * thousands of coins, serialising every 5 s answer costs the phone more than a slightly older placeholder.
 */
export const ASSETS_CACHE_WRITE_MS = 30_000;

/**
 * The assets query. An answer counts as fresh for one refresh period, so a screen that mounts just after one
 * arrived (the dashboard after its start-up query) does not ask again at once.
 */
export const assetsQuery = (api: WalletApi) =>
  queryOptions({
    queryKey: queryKeys.assets(),
    queryFn: ({ signal }) => api.assets(undefined, { signal }),
    staleTime: ASSETS_REFRESH_MS,
  });

/**
 * The user's assets. While `isRefreshPaused` is false they refresh every 5 s (TanStack never starts a refetch
 * while one is in flight). An answer is kept in storage (the first at once, then one every 30 s), so a reopen
 * shows it at once. The stored copy is the query's data until a fresh answer replaces it, so a failed refresh
 * (the API unreachable) leaves the stored balances on screen; `isFromCache` tells it apart.
 */
export function useAssets({ isRefreshPaused }: { isRefreshPaused: boolean }) {
  const api = useApi();
  const storage = useTypedStorage();
  const queryClient = useQueryClient();
  const [cached, , { loading: isCacheLoading }] = useStorageValue(STORAGE_KEYS.assetsCache);
  const query = useQuery({
    ...assetsQuery(api),
    refetchInterval: isRefreshPaused ? false : ASSETS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  // The shell seeds the stored copy at start; this covers a session that began without one.
  useEffect(() => seedStoredCopy(queryClient, queryKeys.assets(), cached), [queryClient, cached]);
  const isFromCache = isStoredCopy(query);
  const fresh: UserAssets | undefined = isFromCache ? undefined : query.data;
  const lastWriteAt = useRef<number | null>(null);
  useEffect(() => {
    if (!fresh) return;
    const now = Date.now();
    if (lastWriteAt.current !== null && now - lastWriteAt.current < ASSETS_CACHE_WRITE_MS) return;
    lastWriteAt.current = now;
    void storage.set(STORAGE_KEYS.assetsCache, fresh).catch(() => {});
  }, [fresh, storage]);
  return { ...query, isFromCache, isCacheLoading };
}
