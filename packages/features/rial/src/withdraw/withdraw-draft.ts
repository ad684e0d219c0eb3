import { useCallback } from 'react';
import { persistedAtom, usePersistedAtom } from '@wallet/ui';
import { RIAL_STORAGE_KEYS } from '../shared/storage-keys';

type Draft = NonNullable<typeof RIAL_STORAGE_KEYS.rialWithdrawDraft.defaultValue>;

/** The Toman withdrawal being filled in, one atom for the whole flow. */
export const RIAL_WITHDRAW_DRAFT = persistedAtom(RIAL_STORAGE_KEYS.rialWithdrawDraft);

/** The withdrawal's draft (null while none is under way) and `keep`, which records what the page has typed. */
export function useRialWithdrawDraft() {
  const [draft, setDraft, { loading, clear }] = usePersistedAtom(RIAL_WITHDRAW_DRAFT);
  const keep = useCallback(
    (typed: Draft) => setDraft((current) => ({ ...(current ?? {}), ...typed })),
    [setDraft],
  );
  return { draft, isLoading: loading, keep, clear };
}
