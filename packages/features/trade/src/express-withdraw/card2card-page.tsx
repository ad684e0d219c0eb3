import { useLingui } from '@lingui/react/macro';
import { buildPath, Page, useNavigate, useRouteQuery } from '@wallet/ui';
import { LevelOneGate } from '@wallet/ui/level-one-gate';
import { InvoiceCardToCard } from '../invoice/invoice-card-to-card';
import './express-withdraw.css';

/**
 * /express-withdraw/card2card?invoiceId=&method=[&payment=]: what the Toman balance does not cover of an
 * express withdraw's invoice, paid by card to card from a registered card (KYC level 1): the card to send to,
 * "I have transferred" and the wait for the bank (spec 000 §4). The payment id joins the address, so a reload
 * resumes it; once the bank confirms it the invoice is paid, and the confirmation buys and sends the coin.
 */
export function ExpressWithdrawCard2cardPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const query = useRouteQuery('expressWithdrawCard2card');
  const { invoiceId, method = 'CARD2CARD', payment } = query;
  const confirmPath = buildPath('expressWithdrawConfirm');
  return (
    <Page title={t`Pay by card to card`}>
      <div className="express-withdraw">
        <LevelOneGate
          nextUrl={buildPath('expressWithdrawCard2card', undefined, query)}
          kycNeeded={t`Paying by card needs identity verification level 1.`}
        >
          <InvoiceCardToCard
            invoiceId={invoiceId}
            method={method}
            paymentId={payment}
            onPaymentStarted={(started: string) =>
              navigate(buildPath('expressWithdrawCard2card', undefined, { ...query, payment: started }), {
                replace: true,
              })
            }
            onPaid={() => navigate(confirmPath, { replace: true })}
          />
        </LevelOneGate>
      </div>
    </Page>
  );
}
