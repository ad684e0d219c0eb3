import { useEffect, useState } from 'react';
import type { Invoice } from '@wallet/api';
import { buildPath, useNavigate } from '@wallet/ui';
import type { MoneyCall } from '@wallet/ui/money-call';

/**
 * What a new cheque's or giveaway's page does once the item is made: asks for its invoice and opens it, coming back
 * to the item's page (`pageOf`, a function that does not change) once paid; if the invoice is refused, the item's
 * page, which pays it later. Answers the function to call with the new item's id.
 */
export function usePayOnceMade(pay: MoneyCall<string, Invoice>, pageOf: (id: string) => string) {
  const navigate = useNavigate();
  const [madeId, setMadeId] = useState<string | null>(null);
  const isPayRefused = pay.error !== null && pay.error !== undefined && !pay.isPending;
  useEffect(() => {
    if (madeId && isPayRefused) navigate(pageOf(madeId), { replace: true });
  }, [madeId, isPayRefused, navigate, pageOf]);
  return (id: string) => {
    setMadeId(id);
    pay.send(id, {
      onSuccess: (invoice) =>
        navigate(buildPath('invoice', undefined, { id: invoice.id, nextUrl: pageOf(id) }), { replace: true }),
    });
  };
}
