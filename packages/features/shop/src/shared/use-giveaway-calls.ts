import { useApi } from '@wallet/ui';
import { useMoneyCall } from '@wallet/ui/money-call';
import { giveawayKeys } from './giveaway-queries';

/** What the create page sends: the fields as JSON text, the banner, and which pick of the banner it is. */
export interface NewGiveaway {
  dataString: string;
  banner: Blob;
  bannerId: number;
}

/**
 * Creating a giveaway, under one Idempotency-Key per typed giveaway and banner picked: a double tap or a retry
 * after a lost answer makes one giveaway.
 */
export function useCreateGiveaway() {
  const api = useApi();
  return useMoneyCall(
    ({ dataString, banner }: NewGiveaway, headers) =>
      api.createGiveaway({ body: { dataString, banner } }, headers),
    {
      name: 'createGiveaway',
      request: ({ dataString, banner, bannerId }) => `${dataString}|${bannerId}:${banner.size}`,
      invalidates: [giveawayKeys.list()],
    },
  );
}

/** The giveaway's GIVEAWAY invoice (the one still waiting, or a new one), to pay on the invoice page. */
export function usePayGiveaway() {
  const api = useApi();
  return useMoneyCall((id: string, headers) => api.payGiveaway({ params: { id } }, headers), {
    name: 'payGiveaway',
    request: (id) => id,
    invalidates: [giveawayKeys.all()],
  });
}

/** Joining a giveaway: one participation per user, so a retry answers the same one. */
export function useParticipateGiveaway(id: string) {
  const api = useApi();
  return useMoneyCall((_: void, headers) => api.participateGiveaway({ params: { id } }, headers), {
    name: 'participateGiveaway',
    request: () => id,
    invalidates: [giveawayKeys.all()],
  });
}

/** Canceling a PENDING giveaway: nothing was paid, its unpaid invoice is canceled. */
export function useDeleteGiveaway(id: string) {
  const api = useApi();
  return useMoneyCall((_: void, headers) => api.deleteGiveaway({ params: { id } }, headers), {
    name: 'deleteGiveaway',
    request: () => id,
    invalidates: [giveawayKeys.all()],
  });
}
