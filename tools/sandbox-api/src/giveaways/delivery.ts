import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { neg } from '@wallet/core';
import type { Db } from '../db/client';
import { markInvoiceDelivered } from '../invoices/invoices';
import type { InvoiceRow } from '../invoices/tables';
import { postEntry, SYSTEM_ACCOUNTS, systemAccount, type Posting } from '../money/ledger';
import { FIAT_TOKEN } from '../money/spend-rules';
import { giveawayEscrowAccount, giveawayIdOfTask, sha256Hex } from './giveaways';
import { giveaways, type GiveawayRow } from './tables';

/**
 * The postings that move a PAID invoice's Toman out of the invoice escrow and `quantity` of the giveaway's token
 * into its escrow: one move for Toman, through the market maker for another token (as every trade).
 */
async function fundingPostings(db: Db, row: GiveawayRow, invoice: InvoiceRow): Promise<Posting[]> {
  const escrow = await systemAccount(db, SYSTEM_ACCOUNTS.INVOICE_ESCROW, FIAT_TOKEN);
  const pot = await giveawayEscrowAccount(db, row);
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
    postings: await fundingPostings(db, row, invoice),
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
