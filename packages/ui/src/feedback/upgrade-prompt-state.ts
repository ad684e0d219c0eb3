import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorFeedback } from './errors';

/** The one level-upgrade prompt of the app (spec 001 §8, INSUFFICIENT_USER_LEVEL). */
export interface UpgradePromptState {
  isOpen: boolean;
  open(): void;
  close(): void;
}

const asksForUpgrade = (action: { type: string; error?: unknown }) =>
  action.type === 'error' && errorFeedback(action.error).action === 'upgradePrompt';

/**
 * The prompt's state. Every query and mutation of the app passes through the query client's caches, so a
 * failure anywhere that answers INSUFFICIENT_USER_LEVEL opens it, whether or not the screen reports errors.
 */
export function useUpgradePromptState(): UpgradePromptState {
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && asksForUpgrade(event.action)) setOpen(true);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && asksForUpgrade(event.action)) setOpen(true);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
}
