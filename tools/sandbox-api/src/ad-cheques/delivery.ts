import { eq } from 'drizzle-orm';
import { AD_CHEQUE_LIFETIME_DAYS } from '@wallet/api';
import { add, cmp } from '@wallet/core';
import { DAY_MS } from '../clock';
import type { Db } from '../db/client';
import { invoiceFundingPostings } from '../invoices/funding';
import { markInvoiceDelivered } from '../invoices/invoices';
import type { InvoiceRow } from '../invoices/tables';
import { postEntry } from '../money/ledger';
import { chequeEscrowAccount, chequeIdOfTask, chequeLeft, claimCost } from './cheques';
import { adCheques } from './tables';

/**
 * An ad cheque's invoice just PAID is delivered in the same transaction: one AD_CHEQUE_FUNDING entry puts its
 * amount into the cheque's pot, and the invoice is DELIVERED. AD_CHEQUE makes a PENDING cheque ACTIVE for
 * AD_CHEQUE_LIFETIME_DAYS; AD_CHEQUE_TOP_UP adds to an ACTIVE or FINISHED cheque's totalPrize (a FINISHED one that
 * can pay a whole claim again is ACTIVE). An invoice whose cheque can no longer take it (deleted or expired while
 * it was being paid) stays PAID: the invoice escrow's deadline returns its Toman to the payer.
 */
export async function deliverChequeInvoice(db: Db, invoice: InvoiceRow, at: Date): Promise<InvoiceRow> {
  const chequeId = chequeIdOfTask(invoice.taskId);
  if (chequeId === null) return invoice;
  const [row] = await db.select().from(adCheques).where(eq(adCheques.id, chequeId)).for('update');
  if (!row) return invoice;
  const isFunding = invoice.type === 'AD_CHEQUE' && row.status === 'PENDING';
  const isTopUp =
    invoice.type === 'AD_CHEQUE_TOP_UP' && (row.status === 'ACTIVE' || row.status === 'FINISHED');
  if (!isFunding && !isTopUp) return invoice;
  await postEntry(db, {
    kind: 'AD_CHEQUE_FUNDING',
    description: `Ad cheque ${row.id} ${isFunding ? 'paid' : 'topped up'} by invoice ${invoice.code}`,
    userId: row.creatorId,
    postings: await invoiceFundingPostings(db, invoice, row.token, await chequeEscrowAccount(db, row)),
    at,
  });
  if (isFunding) {
    await db
      .update(adCheques)
      .set({
        status: 'ACTIVE',
        activatedAt: at,
        expiresAt: new Date(at.getTime() + AD_CHEQUE_LIFETIME_DAYS * DAY_MS),
      })
      .where(eq(adCheques.id, row.id));
  } else {
    const canPay = cmp(await chequeLeft(db, row), claimCost(row)) >= 0;
    await db
      .update(adCheques)
      .set({ totalPrize: add(row.totalPrize, invoice.quantity), status: canPay ? 'ACTIVE' : row.status })
      .where(eq(adCheques.id, row.id));
  }
  await markInvoiceDelivered(db, invoice, at);
  return { ...invoice, status: 'DELIVERED', deliveredAt: at };
}
