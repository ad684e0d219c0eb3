import { useQuery } from '@tanstack/react-query';
import type { WithdrawStatus } from '@wallet/api';
import { useApi } from './api-context';
import { queryKeys } from './queries';
import { serverClock, type ServerClock } from './server-clock';

/** A page left open past a block's end reads the status again then; never waits longer than this between reads,
 * as a sleeping device fires a long timer late. */
const LONGEST_WAIT_MS = 10 * 60_000;
/** Read a moment after the end, so the server's clock has passed it too. */
const AFTER_END_MS = 1_000;

/** When to read the status again: at the first block's end (a page left open then shows the form), else never. */
export function recheckDelay(status: WithdrawStatus | undefined, nowMs: number): number | false {
  const ends = (status?.blocks ?? []).map((block) => Date.parse(block.until)).filter(Number.isFinite);
  if (ends.length === 0) return false;
  return Math.min(Math.max(Math.min(...ends) - nowMs, 0) + AFTER_END_MS, LONGEST_WAIT_MS);
}

/**
 * The status query's refetch interval, timed by `clock`: block ends are the server's times, so a device clock
 * set ahead would otherwise read them as passed and ask again every second until the server caught up.
 */
export const recheckOn =
  (clock: Pick<ServerClock, 'now'>) =>
  (query: { state: { data: WithdrawStatus | undefined } }): number | false =>
    recheckDelay(query.state.data, clock.now());

/**
 * GET the withdraw status: the level's limits and what blocks a spend now (an account lock, a recent Rial
 * deposit, a two-factor change). One cached copy, 30 s fresh, for the spend pages and the security page; read
 * again when a block ends, so a blocked page opens by itself without a relaunch.
 */
export function useWithdrawStatus() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.withdrawStatus(),
    queryFn: ({ signal }) => api.withdrawStatus(undefined, { signal }),
    staleTime: 30_000,
    // Coming back to the app after a block's end shows the form at once.
    refetchOnWindowFocus: true,
    refetchInterval: recheckOn(serverClock),
  });
}
