import { useLingui } from '@lingui/react/macro';
import { buildPath, Page, safeNextUrl, useNavigate, useRouteQuery } from '@wallet/ui';
import { LevelOneGate } from '@wallet/ui/level-one-gate';
import { InvoiceCardToCard } from './invoice-card-to-card';
import './invoice.css';

/**
 * /invoice/card2card?id=[&method=][&payment=][&nextUrl=]: what is due on an invoice, paid by card to card from a
 * registered card (KYC level 1), with the balance's part first when CARD2CARD_WITH_BALANCE. The payment's id
 * joins the address, so a reload resumes it; once the invoice is paid, the page goes to nextUrl (only a path of
 * this app) or back to the invoice.
 */
export function InvoiceCard2cardPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const query = useRouteQuery('invoiceCard2card');
  const { id, method = 'CARD2CARD', payment, nextUrl } = query;
  const invoicePath = buildPath('invoice', undefined, { id, ...(nextUrl ? { nextUrl } : {}) });
  return (
    <Page title={t`Pay by card to card`}>
      <LevelOneGate
        nextUrl={buildPath('invoiceCard2card', undefined, query)}
        kycNeeded={t`Paying by card needs identity verification level 1.`}
      >
        <InvoiceCardToCard
          invoiceId={id}
          method={method}
          paymentId={payment}
          onPaymentStarted={(started) =>
            navigate(buildPath('invoiceCard2card', undefined, { ...query, payment: started }), {
              replace: true,
            })
          }
          onPaid={() => navigate(nextUrl ? safeNextUrl(nextUrl) : invoicePath, { replace: true })}
        />
      </LevelOneGate>
    </Page>
  );
}
