import { randomUUID } from 'node:crypto';
import type { TradeKind } from '@wallet/api';
import { add, cmp, neg } from '@wallet/core';
import type { InvoiceRow } from '../invoices/tables';
import type { Db } from '../db/client';
import { postEntry, SYSTEM_ACCOUNTS, systemAccount, userAccount } from '../money/ledger';
import type { SpendPermit } from '../money/spend-guard';
import type { TransactionRow } from '../wallet/tables';
import { recordTransaction } from '../money/transactions';
import type { TradePrice } from './pricing';

export interface ExecutedTrade {
  /** Shared by both legs as their refId. */
  tradeId: string;
  entryId: number;
  /** The leg out of the user's balance (WITHDRAW, channel TRADE); written when the invoice was paid, for a paid invoice. */
  sent: TransactionRow | null;
  /** The leg into the user's balance (DEPOSIT, channel TRADE), the fee on it. */
  received: TransactionRow;
}

/**
 * Who pays a trade's source side: the user's balance, with the trade guard's permit; or a PAID invoice whose
 * Toman waits in the invoice escrow (its WITHDRAW leg was written when it was paid, with its code as refId).
 */
export type TradePayer = { permit: SpendPermit } | { paidInvoice: InvoiceRow };

/**
 * Executes a priced trade as one balanced ledger entry (spec: money moves only through the ledger): the payer
 * pays the market maker the source amount; the market maker pays the user the destination amount and the fee
 * account the fee. Both legs are TRADE transactions with one refId. Call it inside the call's transaction; the
 * ledger refuses a debit of the user without the trade guard's permit. A paid invoice must hold exactly the
 * source amount in Toman; the caller then marks it DELIVERED.
 */
export async function executeTrade(
  db: Db,
  trade: { userId: number; kind: TradeKind; price: TradePrice; payer: TradePayer; at: Date },
): Promise<ExecutedTrade> {
  const { userId, price, at, payer } = trade;
  const invoice = 'paidInvoice' in payer ? payer.paidInvoice : null;
  if (invoice) {
    if (invoice.status !== 'PAID') throw new Error(`Invoice ${invoice.id} is not PAID`);
    if (price.sourceToken !== 'IRT' || cmp(invoice.paidAmount, price.sourceAmount) !== 0) {
      throw new Error(`Invoice ${invoice.id} does not pay this trade`);
    }
  }
  const tradeId = invoice?.code ?? randomUUID();
  const maker = (token: string) => systemAccount(db, SYSTEM_ACCOUNTS.MARKET_MAKER, token);
  const payerAccount = invoice
    ? await systemAccount(db, SYSTEM_ACCOUNTS.INVOICE_ESCROW, price.sourceToken)
    : await userAccount(db, userId, price.sourceToken);
  const postings = [
    { accountId: payerAccount, amount: neg(price.sourceAmount) },
    { accountId: await maker(price.sourceToken), amount: price.sourceAmount },
    { accountId: await maker(price.destinationToken), amount: neg(add(price.destinationAmount, price.fee)) },
    { accountId: await userAccount(db, userId, price.destinationToken), amount: price.destinationAmount },
  ];
  if (price.fee !== '0') {
    postings.push({
      accountId: await systemAccount(db, SYSTEM_ACCOUNTS.TRADE_FEES, price.destinationToken),
      amount: price.fee,
    });
  }
  const entryId = await postEntry(db, {
    kind: 'TRADE',
    description: `${trade.kind} ${price.sourceToken} → ${price.destinationToken}`,
    userId,
    postings,
    at,
    ...('permit' in payer ? { permit: payer.permit } : {}),
  });
  const leg = { userId, channel: 'TRADE' as const, status: 'SUCCEED' as const, refId: tradeId, entryId, at };
  const sent = invoice
    ? null
    : await recordTransaction(db, {
        ...leg,
        type: 'WITHDRAW',
        token: price.sourceToken,
        amount: price.sourceAmount,
      });
  const received = await recordTransaction(db, {
    ...leg,
    type: 'DEPOSIT',
    token: price.destinationToken,
    amount: add(price.destinationAmount, price.fee),
    fee: price.fee,
  });
  return { tradeId, entryId, sent, received };
}
