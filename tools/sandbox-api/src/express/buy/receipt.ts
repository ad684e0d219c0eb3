import { and, eq } from 'drizzle-orm';
import {
  EXPRESS_BUY_MAX_TOMAN,
  EXPRESS_BUY_MIN_TOMAN,
  type ExpressBuyReceipt,
  type ExpressBuyReceiptRequest,
} from '@wallet/api';
import { cmp, min, parseDecimalInput, sub } from '@wallet/core';
import type { Sandbox } from '../../context';
import type { Db } from '../../db/client';
import { isFlagOn } from '../../config/flags';
import { canonicalDecimal } from '../../decimal';
import { ApiFailure, badInput } from '../../errors';
import { amountDue, createInvoice, invoiceView } from '../../invoices/invoices';
import { invoices, type InvoiceRow } from '../../invoices/tables';
import { priceTrade } from '../../trade/pricing';
import type { UserRow } from '../../profile/tables';
import { canonicalToken } from '../../config/coins';
import { createExpressTask, type ExpressTaskPayload } from '../tasks';
import { refuseUntradable } from '../../money/spend-guard';
import { FIAT_TOKEN } from '../../money/spend-rules';
import { expressTasks } from '../../wallet/tables';
import { ledgerBalance } from '../../money/transactions';
import { pricedBuy } from './task';

// POST /v1/express/buy/receipt and its read-back: an express buy priced once (trade/pricing.ts), kept as a BUY
// task with its EXPRESS_BUY invoice, and shown with what the Toman balance covers now.

export type PricedBuy = ExpressTaskPayload<'BUY'>;

/** A typed amount as whole Toman: Persian and Arabic digits and separators are read as the client reads them. */
function readWholeToman(typed: string): string {
  const amount = parseDecimalInput(typed);
  if (amount === null || amount.includes('.')) throw badInput('body.amount: whole Toman');
  return canonicalDecimal(amount);
}

/** Spec 000 §5: 5,000 to 200,000,000 Toman (EXP-01). */
function refuseOutOfBounds(amount: string): void {
  if (cmp(amount, EXPRESS_BUY_MIN_TOMAN) < 0) throw new ApiFailure(422, 'EXPRESS_BUY_AMOUNT_BELOW_MIN');
  if (cmp(amount, EXPRESS_BUY_MAX_TOMAN) > 0) throw new ApiFailure(422, 'EXPRESS_BUY_AMOUNT_ABOVE_MAX');
}

/** The receipt as the user sees it now: the locked price, the invoice's status, what the balance covers. */
export async function buyView(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  task: { id: string; expiresAt: Date; transactionId: number | null },
  priced: PricedBuy,
  invoice: InvoiceRow,
): Promise<ExpressBuyReceipt> {
  const { price } = priced;
  const shown = invoiceView(invoice, sb.clock.now());
  const balance = (await ledgerBalance(db, user.id, FIAT_TOKEN)) ?? '0';
  const due = shown.status === 'PENDING' ? amountDue(invoice) : '0';
  const payFromBalance = priced.useAccountBalance ? canonicalDecimal(min(balance, due)) : '0';
  return {
    taskId: task.id,
    invoiceId: shown.id,
    amount: price.sourceAmount,
    buyingToken: price.destinationToken,
    coinAmount: price.destinationAmount,
    marketPrice: price.marketPrice,
    rate: price.rate,
    spread: price.spread,
    fee: price.fee,
    expiresAt: task.expiresAt.toISOString(),
    useAccountBalance: priced.useAccountBalance,
    balance,
    payFromBalance,
    dueByOtherMethod: canonicalDecimal(sub(due, payFromBalance)),
    invoiceStatus: shown.status,
    transactionId: task.transactionId === null ? null : String(task.transactionId),
    isPriceWarned: await isFlagOn(db, 'ALL_SWAP_WARN_LIMIT'),
  };
}

/**
 * Prices an express buy: the amount is read and bounded, the level and the swap flags may trade Toman for the
 * coin, and the one trade price is locked in a BUY task; the EXPRESS_BUY invoice of the amount expires with it.
 */
export async function priceExpressBuy(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  request: ExpressBuyReceiptRequest,
): Promise<ExpressBuyReceipt> {
  const amount = readWholeToman(request.amount);
  const buyingToken = canonicalToken(request.buyingToken);
  await refuseUntradable(db, user, { sourceToken: FIAT_TOKEN, destinationToken: buyingToken });
  refuseOutOfBounds(amount);
  const now = sb.clock.now();
  const price = await priceTrade(
    sb,
    db,
    { sourceToken: FIAT_TOKEN, destinationToken: buyingToken, sourceAmount: amount },
    now,
  );
  const priced: PricedBuy = {
    useAccountBalance: request.useAccountBalance,
    price: { ...price, sourceToken: FIAT_TOKEN },
  };
  return db.transaction(async (tx) => {
    const task = await createExpressTask(sb, tx, user.id, 'BUY', priced);
    const invoice = await createInvoice(tx, {
      userId: user.id,
      type: 'EXPRESS_BUY',
      amount: price.sourceAmount,
      product: { item: price.destinationToken, quantity: price.destinationAmount, taskId: task.id },
      at: now,
      expiresAt: task.expiresAt,
    });
    return buyView(sb, tx, user, { ...task, transactionId: null }, priced, invoice);
  });
}

/** The EXPRESS_BUY invoice a task delivers (locked for the rest of the transaction when asked). */
export async function invoiceOfTask(
  db: Db,
  userId: number,
  taskId: string,
  { isLocked = false } = {},
): Promise<InvoiceRow> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.taskId, taskId), eq(invoices.userId, userId), eq(invoices.type, 'EXPRESS_BUY')));
  const [row] = isLocked ? await query.for('update') : await query;
  if (!row) throw new ApiFailure(404, 'TASK_NOT_FOUND');
  return row;
}

/** GET /v1/express/buy/receipt/{taskId}: one of the user's express buys read back, run or not, expired or not. */
export async function readExpressBuy(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  taskId: string,
): Promise<ExpressBuyReceipt> {
  const [row] = await db
    .select()
    .from(expressTasks)
    .where(and(eq(expressTasks.id, taskId), eq(expressTasks.userId, user.id), eq(expressTasks.kind, 'BUY')));
  if (!row) throw new ApiFailure(404, 'TASK_NOT_FOUND');
  const priced = pricedBuy.safeParse(row.payload);
  if (!priced.success) throw new ApiFailure(422, 'TASK_EXPIRED');
  const invoice = await invoiceOfTask(db, user.id, row.id);
  return buyView(sb, db, user, row, priced.data, invoice);
}
