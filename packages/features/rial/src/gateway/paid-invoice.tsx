import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { InvoiceStatus } from '@wallet/api';
import { Button, MessageBox, type MessageTone } from '@wallet/kit';
import { buildPath, queryKeys, useApi, useNavigate } from '@wallet/ui';

const TONES: Record<InvoiceStatus, MessageTone> = {
  PENDING: 'info',
  PAID: 'info',
  DELIVERED: 'info',
  CANCELED: 'warning',
};

/**
 * The invoice a gateway payment was made for, under the payment's result: its status (read again while the
 * payment is credited) and the way back to it.
 */
export function PaidInvoice({
  invoiceId,
  isPaymentPending,
}: {
  invoiceId: string;
  isPaymentPending: boolean;
}) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  // The invoice pages' key, so the invoice page opens with what is read here.
  const invoice = useQuery({
    queryKey: queryKeys.invoice(invoiceId),
    queryFn: ({ signal }) => api.invoice({ params: { id: invoiceId } }, { signal }),
    refetchInterval: (query) => (isPaymentPending || query.state.data?.status === 'PENDING' ? 3_000 : false),
  });
  if (!invoice.data) return null;
  const { status, code } = invoice.data;
  const texts: Record<InvoiceStatus, string> = {
    PENDING: t`Invoice ${code} is waiting for this payment.`,
    PAID: t`Invoice ${code} is paid.`,
    DELIVERED: t`Invoice ${code} is paid and delivered.`,
    CANCELED: t`Invoice ${code} was canceled; the payment stays in your Toman balance.`,
  };
  return (
    <MessageBox
      tone={TONES[status]}
      actions={
        <Button mode="bezeled" onClick={() => navigate(buildPath('invoice', undefined, { id: invoiceId }))}>
          {t`Back to the invoice`}
        </Button>
      }
    >
      <p role="status">{texts[status]}</p>
    </MessageBox>
  );
}
