import { eq } from 'drizzle-orm';
import { AD_CHEQUE_LIFETIME_DAYS } from '@wallet/api';
import { add, cmp, neg } from '@wallet/core';
import { DAY_MS } from '../clock';
import type { Db } from '../db/client';
import { markInvoiceDelivered } from '../invoices/invoices';
import type { InvoiceRow } from '../invoices/tables';
import { postEntry, SYSTEM_ACCOUNTS, systemAccount, type Posting } from '../money/ledger';
import { FIAT_TOKEN } from '../money/spend-rules';
import { chequeEscrowAccount, chequeIdOfTask, chequeLeft, claimCost } from './cheques';
import { adCheques, type AdChequeRow } from './tables';

/**
 * The postings that move a PAID invoice's Toman out of the invoice escrow and `quantity` of the cheque's token into
 * its pot. A Toman cheque is one move; another token goes through the market maker, which takes the Toman and
 * gives the token (it may run short of one, as in every trade).
 */
async function fundingPostings(db: Db, row: AdChequeRow, invoice: InvoiceRow): Promise<Posting[]> {
  const escrow = await systemAccount(db, SYSTEM_ACCOUNTS.INVOICE_ESCROW, FIAT_TOKEN);
  const pot = await chequeEscrowAccount(db, row);
  if (row.token === FIAT_TOKEN) {
    return [
      { accountId: escrow, amount: neg(invoice.paidAmount) },
      { accountId: pot, amount: invoice.paidAmount },
    ];
  }
  const maker = (token: string) => systemAccount(db, SYSTEM_ACCOUNTS.MARKET_MAKER, token);
  return [
    { accountId: escrow, amount: neg(invoice.paidAmount) },
    { accountId: await maker(FIAT_TOKEN), amount: invoice.paidAmount },
    { accountId: await maker(row.token), amount: neg(invoice.quantity) },
    { accountId: pot, amount: invoice.quantity },
  ];
}

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
    postings: await fundingPostings(db, row, invoice),
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
