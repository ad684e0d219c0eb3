import { useCallback } from 'react';
import { persistedAtom, usePersistedAtom, type PersistedAtom } from '@wallet/ui';
import { TRADE_STORAGE_KEYS } from './storage-keys';

type DraftOf<K extends keyof typeof TRADE_STORAGE_KEYS> = NonNullable<
  (typeof TRADE_STORAGE_KEYS)[K]['defaultValue']
>;

export type SwapDraft = DraftOf<'swapDraft'>;
export type ExpressBuyDraft = DraftOf<'expressBuyDraft'>;
export type ExpressSellDraft = DraftOf<'expressSellDraft'>;
export type ExpressWithdrawDraft = DraftOf<'expressWithdrawDraft'>;

/** Each trade flow's draft, one atom for the whole flow. */
export const SWAP_DRAFT = persistedAtom(TRADE_STORAGE_KEYS.swapDraft);
export const EXPRESS_BUY_DRAFT = persistedAtom(TRADE_STORAGE_KEYS.expressBuyDraft);
export const EXPRESS_SELL_DRAFT = persistedAtom(TRADE_STORAGE_KEYS.expressSellDraft);
export const EXPRESS_WITHDRAW_DRAFT = persistedAtom(TRADE_STORAGE_KEYS.expressWithdrawDraft);

/**
 * A flow's draft (null while none is under way), `keep`, which records what a page has typed or chosen over
 * what the draft had, `set` and `clear`.
 */
function useTradeDraft<T extends object>(draftAtom: PersistedAtom<T | null>) {
  const [draft, setDraft, { loading, clear }] = usePersistedAtom(draftAtom);
  const keep = useCallback(
    (typed: Partial<T>) => setDraft((current) => ({ ...(current ?? {}), ...typed }) as T),
    [setDraft],
  );
  return { draft, isLoading: loading, keep, set: setDraft, clear };
}

export const useSwapDraft = () => useTradeDraft(SWAP_DRAFT);
export const useExpressBuyDraft = () => useTradeDraft(EXPRESS_BUY_DRAFT);
export const useExpressSellDraft = () => useTradeDraft(EXPRESS_SELL_DRAFT);
export const useExpressWithdrawDraft = () => useTradeDraft(EXPRESS_WITHDRAW_DRAFT);
