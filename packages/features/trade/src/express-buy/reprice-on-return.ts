import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ExpressBuyReceipt } from '@wallet/api';
import { buildPath, serverClock, useNavigate } from '@wallet/ui';
import { usePriceExpressBuy } from './queries';

/** Run out: cancelled by the server, or past its time though the server has not said so yet. */
function hasRunOut(receipt: ExpressBuyReceipt): boolean {
  if (receipt.invoiceStatus === 'CANCELED') return true;
  return receipt.invoiceStatus === 'PENDING' && Date.parse(receipt.expiresAt) <= serverClock.now();
}

/**
 * Back on the confirmation from a detour the buy needed (adding a bank card): the buy is read afresh (what was
 * kept from before the detour may be old news); a held price still valid is kept; one that ran out meanwhile is
 * priced again at once, for the same coin, amount and balance choice, and the new price is shown to confirm.
 * Either way the address drops the return mark, so a price that runs out later, on this page, is told as
 * expired as usual. A new price that cannot be had leaves the expired buy on screen, with its own way to start
 * again. `state` says what the page waits for meanwhile.
 */
export function useRepriceOnReturn(
  receipt: UseQueryResult<ExpressBuyReceipt>,
  isReturning: boolean,
): { state: 'checking' | 'repricing' | null } {
  const navigate = useNavigate();
  const price = usePriceExpressBuy();
  const hasStarted = useRef(false);
  const fresh = receipt.isFetchedAfterMount ? receipt.data : undefined;
  useEffect(() => {
    if (!isReturning || !fresh || hasStarted.current) return;
    hasStarted.current = true;
    const here = buildPath('expressBuyConfirm', undefined, { taskId: fresh.taskId });
    if (!hasRunOut(fresh)) {
      navigate(here, { replace: true });
      return;
    }
    const { amount, buyingToken, useAccountBalance } = fresh;
    price.mutate(
      { amount, buyingToken, useAccountBalance },
      {
        onSuccess: (next) =>
          navigate(buildPath('expressBuyConfirm', undefined, { taskId: next.taskId, isRepriced: true }), {
            replace: true,
          }),
        onError: () => navigate(here, { replace: true }),
      },
    );
  }, [isReturning, fresh, price, navigate]);
  if (!isReturning || receipt.isError) return { state: null };
  if (!fresh) return { state: 'checking' };
  return { state: hasRunOut(fresh) ? 'repricing' : null };
}
