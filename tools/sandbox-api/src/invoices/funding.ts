import { neg } from '@wallet/core';
import type { Db } from '../db/client';
import { SYSTEM_ACCOUNTS, systemAccount, type Posting } from '../money/ledger';
import { FIAT_TOKEN } from '../money/spend-rules';
import type { InvoiceRow } from './tables';

/**
 * The postings that move a PAID invoice's Toman out of the invoice escrow and `quantity` of `token` into `pot` (an
 * ad cheque's or a giveaway's own escrow account). Toman is one move; another token goes through the market maker,
 * which takes the Toman and gives the token (it may run short of one, as in every trade).
 */
export async function invoiceFundingPostings(
  db: Db,
  invoice: InvoiceRow,
  token: string,
  pot: number,
): Promise<Posting[]> {
  const escrow = await systemAccount(db, SYSTEM_ACCOUNTS.INVOICE_ESCROW, FIAT_TOKEN);
  if (token === FIAT_TOKEN) {
    return [
      { accountId: escrow, amount: neg(invoice.paidAmount) },
      { accountId: pot, amount: invoice.paidAmount },
    ];
  }
  const maker = (of: string) => systemAccount(db, SYSTEM_ACCOUNTS.MARKET_MAKER, of);
  return [
    { accountId: escrow, amount: neg(invoice.paidAmount) },
    { accountId: await maker(FIAT_TOKEN), amount: invoice.paidAmount },
    { accountId: await maker(token), amount: neg(invoice.quantity) },
    { accountId: pot, amount: invoice.quantity },
  ];
}
