import { useCallback } from 'react';
import { persistedAtom, usePersistedAtom } from '@wallet/ui';
import { CRYPTO_STORAGE_KEYS } from '../shared/storage-keys';

type Draft = NonNullable<typeof CRYPTO_STORAGE_KEYS.internalTransferDraft.defaultValue>;

/** The internal transfer being filled in, one atom for the whole flow. */
export const TRANSFER_DRAFT = persistedAtom(CRYPTO_STORAGE_KEYS.internalTransferDraft);

/** The transfer's draft (null while none is under way) and `keep`, which records what the page has typed. */
export function useTransferDraft() {
  const [draft, setDraft, { loading, clear }] = usePersistedAtom(TRANSFER_DRAFT);
  const keep = useCallback(
    (typed: Draft) => setDraft((current) => ({ ...(current ?? {}), ...typed })),
    [setDraft],
  );
  return { draft, isLoading: loading, keep, clear };
}

/**
 * The amount chosen on the amount page for `token`; `isMissing` once the draft is read and holds none for that
 * coin (a new tab, a link from elsewhere, a transfer already made), when the flow starts over.
 */
export function useChosenTransferAmount(token: string | undefined) {
  const { draft, isLoading } = useTransferDraft();
  const amount = draft?.token === token ? draft?.amount : undefined;
  return { amount, isMissing: !isLoading && !amount };
}
