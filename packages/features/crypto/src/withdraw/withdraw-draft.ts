import { useCallback } from 'react';
import { isPositive } from '@wallet/core';
import { persistedAtom, usePersistedAtom } from '@wallet/ui';
import { CRYPTO_STORAGE_KEYS } from '../shared/storage-keys';
import type { WithdrawChoice } from './withdraw-flow';

type Draft = NonNullable<typeof CRYPTO_STORAGE_KEYS.withdrawDraft.defaultValue>;
type TypedPart = Partial<Pick<Draft, 'amount' | 'address' | 'memo'>>;

/** The withdrawal being filled in, one atom for the whole flow. */
export const WITHDRAW_DRAFT = persistedAtom(CRYPTO_STORAGE_KEYS.withdrawDraft);

const isSameCoin = (draft: Draft | null, choice: WithdrawChoice) =>
  draft !== null &&
  draft.token === choice.token &&
  draft.network === choice.network &&
  (draft.contract ?? undefined) === (choice.contract ?? undefined);

/**
 * The draft of the withdrawal of this coin and network (null while none is under way, or while it belongs to
 * another coin), and `keep`, which records what the user typed on the current page.
 */
export function useWithdrawDraft(choice: WithdrawChoice) {
  const [stored, setStored, { loading, clear }] = usePersistedAtom(WITHDRAW_DRAFT);
  const { token, network, contract } = choice;
  const draft = isSameCoin(stored, choice) ? stored : null;
  const keep = useCallback(
    (typed: TypedPart) => {
      if (!token || !network) return Promise.resolve();
      return setStored((current) => ({
        ...(isSameCoin(current, { token, network, contract }) ? current : {}),
        token,
        network,
        ...(contract ? { contract } : {}),
        ...typed,
      }));
    },
    [setStored, token, network, contract],
  );
  return { draft, isLoading: loading, keep, clear };
}

/** An amount as the amount page stores it once checked: a plain positive decimal. */
const isChosenAmount = (amount: string | undefined): amount is string =>
  amount !== undefined && /^\d+(\.\d+)?$/.test(amount) && isPositive(amount);

/**
 * What the earlier pages chose for this coin and network: the amount, the address and its memo (undefined
 * while absent). Once the draft is read (`isLoading` false), an absent value means the flow goes back for it:
 * a new tab, a link from elsewhere, a withdrawal already sent.
 */
export function useChosenWithdrawal(choice: WithdrawChoice) {
  const { draft, isLoading } = useWithdrawDraft(choice);
  const amount = isChosenAmount(draft?.amount) ? draft.amount : undefined;
  const address = draft?.address?.trim() || undefined;
  const memo = draft?.memo?.trim() || undefined;
  return { amount, address, memo, isLoading };
}
