import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoiceFundingPostings } from '../invoices/funding';
import { markInvoiceDelivered } from '../invoices/invoices';
import type { InvoiceRow } from '../invoices/tables';
import { postEntry } from '../money/ledger';
import { giveawayEscrowAccount, giveawayIdOfTask, sha256Hex } from './giveaways';
import { giveaways } from './tables';

/**
 * A giveaway's GIVEAWAY invoice just PAID is delivered in the same transaction: one GIVEAWAY_FUNDING entry puts its
 * prizes into the giveaway's escrow, a secret seed is chosen (its SHA-256 shown from now on), the giveaway is ACTIVE
 * and the invoice DELIVERED. An invoice whose giveaway can no longer take it (canceled, already paid, or past
 * endsAt) stays PAID: the invoice escrow's deadline returns its Toman to the payer.
 */
export async function deliverGiveawayInvoice(db: Db, invoice: InvoiceRow, at: Date): Promise<InvoiceRow> {
  const giveawayId = giveawayIdOfTask(invoice.taskId);
  if (giveawayId === null || invoice.type !== 'GIVEAWAY') return invoice;
  const [row] = await db.select().from(giveaways).where(eq(giveaways.id, giveawayId)).for('update');
  if (!row || row.status !== 'PENDING' || row.endsAt.getTime() <= at.getTime()) return invoice;
  await postEntry(db, {
    kind: 'GIVEAWAY_FUNDING',
    description: `Giveaway ${row.id} paid by invoice ${invoice.code}`,
    userId: row.creatorId,
    postings: await invoiceFundingPostings(db, invoice, row.token, await giveawayEscrowAccount(db, row)),
    at,
  });
  const seed = randomBytes(32).toString('hex');
  await db
    .update(giveaways)
    .set({ status: 'ACTIVE', activatedAt: at, seed, seedHash: sha256Hex(seed) })
    .where(eq(giveaways.id, row.id));
  await markInvoiceDelivered(db, invoice, at);
  return { ...invoice, status: 'DELIVERED', deliveredAt: at };
}
