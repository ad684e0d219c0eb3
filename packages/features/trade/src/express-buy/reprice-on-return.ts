import { useEffect, useRef } from 'react';
import type { ExpressBuyReceipt } from '@wallet/api';
import { buildPath, useNavigate } from '@wallet/ui';
import { usePriceExpressBuy } from './queries';

/**
 * Back on the confirmation from a detour the buy needed (adding a bank card): the held price is kept while it
 * is still valid; one that ran out meanwhile is priced again at once, for the same coin, amount and balance
 * choice, and the new price is shown to confirm. Either way the address drops the return mark, so a price
 * that runs out later, on this page, is told as expired as usual. A new price that cannot be had leaves the
 * expired buy on screen, with its own way to start again.
 */
export function useRepriceOnReturn(receipt: ExpressBuyReceipt | undefined, isReturning: boolean) {
  const navigate = useNavigate();
  const price = usePriceExpressBuy();
  const hasStarted = useRef(false);
  const status = receipt?.invoiceStatus;
  useEffect(() => {
    if (!isReturning || !receipt || hasStarted.current) return;
    hasStarted.current = true;
    const here = buildPath('expressBuyConfirm', undefined, { taskId: receipt.taskId });
    if (receipt.invoiceStatus !== 'CANCELED') {
      navigate(here, { replace: true });
      return;
    }
    const { amount, buyingToken, useAccountBalance } = receipt;
    price.mutate(
      { amount, buyingToken, useAccountBalance },
      {
        onSuccess: (fresh) =>
          navigate(buildPath('expressBuyConfirm', undefined, { taskId: fresh.taskId, isRepriced: true }), {
            replace: true,
          }),
        onError: () => navigate(here, { replace: true }),
      },
    );
  }, [isReturning, receipt, price, navigate]);
  return { isRepricing: isReturning && status === 'CANCELED' };
}
