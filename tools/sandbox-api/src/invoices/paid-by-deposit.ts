import { eq } from 'drizzle-orm';
import { isPositive, min } from '@wallet/core';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { ApiFailure } from '../errors';
import { users } from '../profile/tables';
import { amountDue, payInvoiceFromBalance } from './invoices';
import { deliverShopInvoice } from './shop-stand-in';
import { invoices, type InvoiceRow } from './tables';

export interface InvoiceDeposit {
  userId: number;
  invoiceId: number;
  /** The Toman just credited to the user's balance. */
  amount: string;
  method: 'CARD2CARD' | 'GATEWAY' | 'DIRECT';
}

/**
 * A Rial deposit made for an invoice has just been credited: in the same transaction, it pays the invoice from
 * the balance, up to what is still due. When the invoice is no longer PENDING (paid another way, cancelled,
 * past its time) or a rule refuses the payment (a lock, a pause), the deposit just stays in the balance:
 * nothing is lost and nothing is paid twice. A card paying the rest after the balance paid a part is
 * CARD2CARD_WITH_BALANCE. Answers the paid invoice, or null when the deposit stayed in the balance.
 */
export async function payInvoiceFromDeposit(
  sb: Sandbox,
  db: Db,
  deposit: InvoiceDeposit,
): Promise<InvoiceRow | null> {
  try {
    // A savepoint: a refusal undoes only the invoice's payment, never the deposit.
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(invoices).where(eq(invoices.id, deposit.invoiceId)).for('update');
      if (!row || row.userId !== deposit.userId || row.status !== 'PENDING') return null;
      if (row.expiresAt.getTime() <= sb.clock.nowMs()) return null;
      const [user] = await tx.select().from(users).where(eq(users.id, deposit.userId));
      const method =
        deposit.method === 'CARD2CARD' && isPositive(row.paidAmount)
          ? 'CARD2CARD_WITH_BALANCE'
          : deposit.method;
      const amount = min(deposit.amount, amountDue(row));
      const paid = await payInvoiceFromBalance(sb, tx, user!, row, { amount, method });
      return deliverShopInvoice(tx, paid, sb.clock.now());
    });
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    sb.log(`Deposit for invoice ${deposit.invoiceId} stays in the balance: ${error.codeString}`);
    return null;
  }
}
