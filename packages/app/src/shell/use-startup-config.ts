import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTypedStorage } from '@wallet/platform';
import { GLOBAL_CONFIG_CACHE, isStoredCopy, queryKeys, useApi } from '@wallet/ui';
import { loadUntilLoaded } from './startup';

/** How long a first start waits on the global config before it tells the user the connection is the problem. */
export const START_PATIENCE_MS = 8000;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The global config of spec 000 §4, loaded in a loop that never gives up. A stored copy from the last run
 * (seeded by the shell) is the query's data meanwhile; each fresh one is stored for the next start.
 */
export function useStartupConfig(clearSession: () => Promise<void>) {
  const api = useApi();
  const storage = useTypedStorage();
  const config = useQuery({
    queryKey: queryKeys.globalConfig(),
    queryFn: ({ signal, client, queryKey }) =>
      loadUntilLoaded(() => api.globalConfigs(undefined, { signal }), {
        clearSession,
        signal,
        // Each failed try shows in the query's own state, as TanStack's retries would, for the status to read.
        onRetry: (attempt, error) =>
          client
            .getQueryCache()
            .find({ queryKey, exact: true })
            ?.setState({ fetchFailureCount: attempt, fetchFailureReason: asError(error) }),
      }),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const isFresh = config.data !== undefined && !isStoredCopy(config);
  useEffect(() => {
    if (isFresh && config.data) void storage.set(GLOBAL_CONFIG_CACHE, config.data).catch(() => undefined);
  }, [isFresh, config.data, storage]);
  return config;
}

/** Whether a start that has nothing to show yet should say the server cannot be reached; once said, it stays. */
export function useIsUnreachable(config: ReturnType<typeof useStartupConfig>): boolean {
  const isWaiting = config.data === undefined;
  const [hasWaitedLong, setWaitedLong] = useState(false);
  const [isUnreachable, setUnreachable] = useState(false);
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setTimeout(() => setWaitedLong(true), START_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [isWaiting]);
  const hasFailed = config.failureCount > 0 || config.fetchStatus === 'paused';
  if (isWaiting && !isUnreachable && (hasFailed || hasWaitedLong)) setUnreachable(true);
  return isWaiting && (isUnreachable || hasFailed || hasWaitedLong);
}
