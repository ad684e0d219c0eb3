import type { CreateAdChequeRequest } from '@wallet/api';
import { queryKeys, useApi } from '@wallet/ui';
import { useMoneyCall } from '@wallet/ui/money-call';
import { adChequeKeys } from './ad-cheque-queries';

/** Creating a cheque, under one Idempotency-Key per typed cheque: a double tap or a retry makes one cheque. */
export function useCreateAdCheque() {
  const api = useApi();
  return useMoneyCall((body: CreateAdChequeRequest, headers) => api.createAdCheque({ body }, headers), {
    name: 'createAdCheque',
    request: (body) => JSON.stringify(body),
    invalidates: [adChequeKeys.list()],
  });
}

/** The cheque's AD_CHEQUE invoice (the one still waiting, or a new one), to pay on the invoice page. */
export function usePayAdCheque() {
  const api = useApi();
  return useMoneyCall((id: string, headers) => api.payAdCheque({ params: { id } }, headers), {
    name: 'payAdCheque',
    request: (id) => id,
    invalidates: [adChequeKeys.all()],
  });
}

/** An AD_CHEQUE_TOP_UP invoice of `amount` more for the cheque. */
export function useTopUpAdCheque(id: string) {
  const api = useApi();
  return useMoneyCall(
    (amount: string, headers) => api.topUpAdCheque({ params: { id }, body: { amount } }, headers),
    { name: 'topUpAdCheque', request: (amount) => JSON.stringify({ id, amount }) },
  );
}

/** Deleting a cheque: what its pot holds goes back to the creator's balance. */
export function useDeleteAdCheque(id: string) {
  const api = useApi();
  return useMoneyCall((_: void, headers) => api.deleteAdCheque({ params: { id } }, headers), {
    name: 'deleteAdCheque',
    request: () => id,
    invalidates: [adChequeKeys.all(), queryKeys.assets()],
  });
}
