import { useQuery } from '@tanstack/react-query';
import { serverClock, useApi } from '@wallet/ui';

export const giveawayKeys = {
  all: () => ['shop', 'giveaway'] as const,
  list: () => ['shop', 'giveaway', 'list'] as const,
  giveaway: (id: string) => ['shop', 'giveaway', id] as const,
};

/** How often a giveaway whose end time has passed is asked again until the server has drawn it. */
const DRAW_POLL_MS = 5_000;

/** The giveaways the user created and the ones they joined, newest first. */
export function useGiveaways() {
  const api = useApi();
  return useQuery({
    queryKey: giveawayKeys.list(),
    queryFn: ({ signal }) => api.giveaways(undefined, { signal }),
  });
}

/**
 * One giveaway as its page shows it. While it is ACTIVE past its end time the server is about to draw it, so the
 * page asks again until the winners are there, without a reload.
 */
export function useGiveaway(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: giveawayKeys.giveaway(id),
    queryFn: ({ signal }) => api.giveaway({ params: { id } }, { signal }),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || data.status !== 'ACTIVE') return false;
      return Date.parse(data.endsAt) <= serverClock.now() ? DRAW_POLL_MS : msUntil(data.endsAt);
    },
  });
}

/** The longest wait between asks: timers cannot wait for days, and the page stays fresh meanwhile. */
const LONGEST_WAIT_MS = 5 * 60_000;

/** Time left until the end, so the first ask after it comes right when the draw is due. */
function msUntil(iso: string) {
  return Math.min(LONGEST_WAIT_MS, Math.max(1_000, Date.parse(iso) - serverClock.now() + 1_000));
}
