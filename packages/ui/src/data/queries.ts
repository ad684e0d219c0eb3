import {
  queryOptions,
  useQuery,
  type QueryClient,
  type QueryKey,
  type QueryState,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod/mini';
import { banner, globalConfig, type FeatureFlag, type WalletApi } from '@wallet/api';
import { defineStorageKey, useTypedStorage } from '@wallet/platform';
import { useApi } from './api-context';

/** Query keys of the server state more than one feature reads. */
export const queryKeys = {
  globalConfig: () => ['globalConfig'] as const,
  whoami: () => ['whoami'] as const,
  assets: () => ['assets'] as const,
  banners: () => ['banners'] as const,
  twoFactorStatus: () => ['twoFactor', 'status'] as const,
  /** What holds a spend back: level limits and blocks (crypto's and the Toman's withdrawals). */
  withdrawStatus: () => ['withdraw', 'status'] as const,
  /** The user's registered bank cards (the bank pages, and an invoice paid card to card). */
  bankCards: () => ['bankCards'] as const,
  /**
   * An invoice (trade's invoice pages, and the gateway result of an invoice paid by gateway), under trade's
   * invoice prefix so invalidating all of trade's invoices reaches it.
   */
  invoice: (id: string) => ['trade', 'invoice', id] as const,
};

/** The last global configuration loaded, so a reopen starts from it while the fresh one loads. */
export const GLOBAL_CONFIG_CACHE = defineStorageKey('globalConfigCache', z.nullable(globalConfig), null, {
  isDeviceOnly: true,
});

/**
 * The fetch time a stored copy is put in the query cache with: it reads as stale, so the query loads a
 * fresh one at once, and tells the stored copy from a fetched answer.
 */
export const STORED_COPY_UPDATED_AT = 0;

/** Puts a stored copy into the query cache, unless the query already has data of its own. */
export function seedStoredCopy<T>(client: QueryClient, queryKey: QueryKey, stored: T | null): void {
  if (stored === null || client.getQueryData(queryKey) !== undefined) return;
  client.setQueryData(queryKey, stored, { updatedAt: STORED_COPY_UPDATED_AT });
}

/** Whether a query shows a stored copy rather than an answer fetched in this run. */
export function isStoredCopy(state: Pick<QueryState, 'data' | 'dataUpdatedAt'> | undefined): boolean {
  return state?.data !== undefined && state.dataUpdatedAt === STORED_COPY_UPDATED_AT;
}

/** Global configuration: coins and feature flags. The shell loads it before any page needing it renders. */
export function useGlobalConfig() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.globalConfig(),
    queryFn: ({ signal }) => api.globalConfigs(undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Whether a feature flag of global config is on; false until the config is known. */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  return useGlobalConfig().data?.featuresList.includes(flag) ?? false;
}

/** The last banner list loaded, so a reopen draws the banners (their artwork cached) before the list answers. */
export const BANNERS_CACHE = defineStorageKey('bannersCache', z.nullable(z.array(banner)), null, {
  isDeviceOnly: true,
});

/** The user's record (level, phone): a query the dashboard and other pages make. */
export const whoamiQuery = (api: WalletApi) =>
  queryOptions({
    queryKey: queryKeys.whoami(),
    queryFn: ({ signal }) => api.whoami(undefined, { signal }),
    staleTime: 60_000,
  });

export const bannersQuery = (api: WalletApi) =>
  queryOptions({
    queryKey: queryKeys.banners(),
    queryFn: ({ signal }) => api.banners(undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export function useWhoami() {
  return useQuery(whoamiQuery(useApi()));
}

/** The banners; each fresh list is stored for the next start, which shows it at once (seeded by the shell). */
export function useBanners() {
  const storage = useTypedStorage();
  const query = useQuery(bannersQuery(useApi()));
  const fresh = isStoredCopy(query) ? undefined : query.data;
  useEffect(() => {
    if (fresh) void storage.set(BANNERS_CACHE, fresh).catch(() => undefined);
  }, [fresh, storage]);
  return query;
}
