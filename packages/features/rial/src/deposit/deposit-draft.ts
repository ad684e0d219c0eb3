import { useCallback } from 'react';
import { persistedAtom, usePersistedAtom } from '@wallet/ui';
import { RIAL_STORAGE_KEYS } from '../shared/storage-keys';

type Draft = NonNullable<typeof RIAL_STORAGE_KEYS.rialDepositDraft.defaultValue>;
/** A deposit method whose form keeps what was typed. */
export type DraftedMethod = keyof Draft;

/** The Toman deposit being filled in, one atom for every method's form. */
export const RIAL_DEPOSIT_DRAFT = persistedAtom(RIAL_STORAGE_KEYS.rialDepositDraft);

/**
 * One method's part of the deposit draft (undefined while none is under way), `keep`, which records what its
 * form has typed, and `clear`, which drops that part once it is sent.
 */
export function useRialDepositDraft<M extends DraftedMethod>(method: M) {
  const [draft, setDraft, { loading, clear: clearAll }] = usePersistedAtom(RIAL_DEPOSIT_DRAFT);
  const keep = useCallback(
    (typed: NonNullable<Draft[M]>) =>
      setDraft((current) => ({ ...(current ?? {}), [method]: { ...(current?.[method] ?? {}), ...typed } })),
    [setDraft, method],
  );
  const clear = useCallback(async () => {
    const others = Object.entries(draft ?? {}).filter(([name]) => name !== method);
    if (others.length === 0) return clearAll();
    return setDraft((current) => {
      const rest = { ...(current ?? {}) };
      delete rest[method];
      return rest;
    });
  }, [draft, method, setDraft, clearAll]);
  return { draft: draft?.[method] as Draft[M] | undefined, isLoading: loading, keep, clear };
}
