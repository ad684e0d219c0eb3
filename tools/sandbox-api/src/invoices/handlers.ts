import { desc, eq } from 'drizzle-orm';
import type { PaymentInvoice } from '@wallet/api';
import { parseDecimalInput } from '@wallet/core';
import type { HandlersOf, Sandbox } from '../context';
import type { Db } from '../db/client';
import { canonicalDecimal } from '../decimal';
import { badInput } from '../errors';
import { paymentView as cardToCardView } from '../rial/card-to-card/payments';
import { cardToCardPayments } from '../rial/card-to-card/tables';
import { paymentView as gatewayView } from '../rial/gateway/payments';
import { gatewayPayments } from '../rial/gateway/tables';
import { invoiceView, ownInvoice, payInvoiceFromBalance } from './invoices';
import { paymentMethodsOf } from './methods/availability';
import { closeEarlierPayments, payByMethod, refuseUnpayable } from './methods/pay';
import { deliverShopInvoice } from './shop-stand-in';
import type { InvoiceRow } from './tables';

/** A typed amount as whole Toman (Persian and Arabic digits and separators read as the client reads them). */
function readWholeToman(typed: string): string {
  const amount = parseDecimalInput(typed);
  if (amount === null || amount.includes('.')) throw badInput('body.amount');
  return canonicalDecimal(amount);
}

/** The latest card-to-card and gateway payments made for the invoice, as their own calls show them. */
async function invoicePayments(sb: Sandbox, db: Db, row: InvoiceRow, origin: string) {
  const now = sb.clock.now();
  const [cardToCard] = await db
    .select()
    .from(cardToCardPayments)
    .where(eq(cardToCardPayments.invoiceId, row.id))
    .orderBy(desc(cardToCardPayments.id))
    .limit(1);
  const [gateway] = await db
    .select()
    .from(gatewayPayments)
    .where(eq(gatewayPayments.invoiceId, row.id))
    .orderBy(desc(gatewayPayments.id))
    .limit(1);
  return {
    cardToCard: cardToCard ? cardToCardView(cardToCard, now) : null,
    gateway: gateway ? gatewayView(gateway, now, origin) : null,
  };
}

export const invoiceHandlers: HandlersOf<
  'invoice' | 'payInvoice' | 'paymentInvoice' | 'payPaymentInvoice' | 'invoicePaymentMethods'
> = {
  async invoice({ sb, db, auth, input }) {
    return invoiceView(await ownInvoice(db, auth.user.id, input.params.id), sb.clock.now());
  },
  async payInvoice({ sb, db, auth, input }) {
    const row = await ownInvoice(db, auth.user.id, input.body.id, { isLocked: true });
    const now = sb.clock.now();
    await refuseUnpayable(db, row, now);
    const amount = readWholeToman(input.body.amount);
    await closeEarlierPayments(db, row, now);
    const paid = await payInvoiceFromBalance(sb, db, auth.user, row, { amount, method: 'IRT_BALANCE' });
    return invoiceView(await deliverShopInvoice(db, paid, now), now);
  },
  async paymentInvoice({ sb, db, auth, input, request }): Promise<PaymentInvoice> {
    const row = await ownInvoice(db, auth.user.id, input.params.id);
    return {
      invoice: invoiceView(row, sb.clock.now()),
      ...(await paymentMethodsOf(sb, db, auth.user, row)),
      ...(await invoicePayments(sb, db, row, request.origin)),
    };
  },
  async payPaymentInvoice({ sb, db, auth, input, request }) {
    const row = await ownInvoice(db, auth.user.id, input.params.id, { isLocked: true });
    const now = sb.clock.now();
    await refuseUnpayable(db, row, now);
    await closeEarlierPayments(db, row, now);
    const started = await payByMethod(sb, db, auth.user, row, input.body, request.country);
    return {
      invoice: invoiceView(await deliverShopInvoice(db, started.invoice, now), now),
      cardToCard: started.cardToCard ? cardToCardView(started.cardToCard, now) : null,
      gateway: started.gateway ? gatewayView(started.gateway, now, request.origin) : null,
    };
  },
  async invoicePaymentMethods({ sb, db, auth, input }) {
    const row = await ownInvoice(db, auth.user.id, input.body.invoiceId);
    const { due, methods } = await paymentMethodsOf(sb, db, auth.user, row);
    return { invoiceId: String(row.id), due, methods };
  },
};
