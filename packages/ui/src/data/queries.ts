import { useQuery } from '@tanstack/react-query';
import type { FeatureFlag } from '@wallet/api';
import { useApi } from './api-context';

/** Query keys of the server state more than one feature reads. */
export const queryKeys = {
  globalConfig: () => ['globalConfig'] as const,
  whoami: () => ['whoami'] as const,
  assets: () => ['assets'] as const,
  banners: () => ['banners'] as const,
};

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

export function useWhoami() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.whoami(),
    queryFn: ({ signal }) => api.whoami(undefined, { signal }),
    staleTime: 60_000,
  });
}

export function useBanners() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.banners(),
    queryFn: ({ signal }) => api.banners(undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
