import { useQueryClient, type QueryClient, type QueryKey, type QueryState } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isStoredCopy, queryKeys } from '@wallet/ui';

/**
 * What the shell says about the server state on screen: `fresh`; `updating`, a stored copy while its fresh
 * one loads; `offline`, shown data that cannot be refreshed now (the API unreachable or the device offline).
 */
export type LastStateStatus = 'fresh' | 'updating' | 'offline';

export interface WatchedQuery {
  state: QueryState | undefined;
  /** Whether a screen shows it (the query has observers); an unwatched stored copy says nothing. */
  isShown: boolean;
}

/**
 * A stored copy is failing from its first failed try, so a returning user learns at once that the API is
 * unreachable; data fetched in this run only once its retries are spent, so one lost refresh stays quiet.
 * A query paused by TanStack waits for the device to come back online.
 */
function isFailing(state: QueryState): boolean {
  if (state.fetchStatus === 'paused' || state.status === 'error') return true;
  return isStoredCopy(state) && state.fetchFailureCount > 0;
}

export function lastStateStatus(queries: readonly WatchedQuery[]): LastStateStatus {
  const shown = queries.flatMap(({ state, isShown }) =>
    isShown && state?.data !== undefined ? [state] : [],
  );
  if (shown.some(isFailing)) return 'offline';
  return shown.some((state) => isStoredCopy(state)) ? 'updating' : 'fresh';
}

function watch(client: QueryClient, queryKey: QueryKey): WatchedQuery {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  return { state: query?.state, isShown: (query?.getObserversCount() ?? 0) > 0 };
}

/** The start-up state of the global config and the assets, following the query cache. */
export function useLastStateStatus(): { status: LastStateStatus; isShowingAssets: boolean } {
  const client = useQueryClient();
  const subscribe = useCallback((notify: () => void) => client.getQueryCache().subscribe(notify), [client]);
  // A string snapshot, so an unchanged status re-renders nothing.
  const snapshot = useSyncExternalStore(subscribe, () => {
    const assets = watch(client, queryKeys.assets());
    const status = lastStateStatus([watch(client, queryKeys.globalConfig()), assets]);
    return `${status}:${assets.isShown}`;
  });
  const [status, isShowingAssets] = snapshot.split(':') as [LastStateStatus, string];
  return { status, isShowingAssets: isShowingAssets === 'true' };
}
