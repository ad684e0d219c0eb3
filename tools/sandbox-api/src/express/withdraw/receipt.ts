import type { ExpressWithdrawPurchase, WithdrawReceipt, WithdrawReceiptRequest } from '@wallet/api';
import { cmp, sub } from '@wallet/core';
import type { Sandbox } from '../../context';
import type { Db } from '../../db/client';
import { createInvoice } from '../../invoices/invoices';
import type { InvoiceRow } from '../../invoices/tables';
import { priceTrade, type TradePrice } from '../../trade/pricing';
import type { UserRow } from '../../profile/tables';
import { isTwoFactorOn } from '../../money/spend-rules';
import { createExpressTask } from '../tasks';
import { checkSpend, refuseUntradable } from '../../money/spend-guard';
import { FIAT_TOKEN } from '../../money/spend-rules';
import { ledgerBalance } from '../../money/transactions';
import { pricedView, receiptView, withdrawChecks } from '../../wallet/withdrawals';

/** What the Toman balance covers of an invoice now, and what is left for another method. */
export async function tomanCover(db: Db, userId: number, due: string) {
  const balance = (await ledgerBalance(db, userId, FIAT_TOKEN)) ?? '0';
  const payFromBalance = cmp(balance, due) >= 0 ? due : balance;
  return { balance, payFromBalance, dueByOtherMethod: sub(due, payFromBalance) };
}

function purchaseView(
  invoice: InvoiceRow,
  price: TradePrice,
  cover: Awaited<ReturnType<typeof tomanCover>>,
): ExpressWithdrawPurchase {
  return {
    invoiceId: String(invoice.id),
    tomanAmount: price.sourceAmount,
    coinAmount: price.destinationAmount,
    marketPrice: price.marketPrice,
    rate: price.rate,
    spread: price.spread,
    fee: price.fee,
    ...cover,
  };
}

/**
 * POST /v1/express/withdraw/receipt with useAccountBalance false (issue 15, EXP-03): the withdrawal is checked as
 * every withdrawal is (address, memo, network, minimum, fee, level, limit flags, blocks, limits, counted at the
 * coin's USD value), except that the coin balance need not hold it: its amount plus the network fee is bought
 * with Toman. The Toman side must be tradable (level, swap flags); the coin is priced IRT → coin for exactly that
 * total and the price is locked in an EXPRESS_WITHDRAW task, with an invoice asking for its Toman until the
 * task's expiresAt.
 */
export async function priceExpressWithdraw(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  request: WithdrawReceiptRequest,
): Promise<WithdrawReceipt> {
  const checks = withdrawChecks(db, user, request, { isBought: true });
  const priced = pricedView(await checkSpend(sb, db, user, request, checks));
  await refuseUntradable(db, user, { sourceToken: FIAT_TOKEN, destinationToken: priced.token });
  const price = await priceTrade(
    sb,
    db,
    { sourceToken: FIAT_TOKEN, destinationToken: priced.token, destinationAmount: priced.totalAmount },
    sb.clock.now(),
  );
  const { task, invoice } = await db.transaction(async (tx) => {
    const task = await createExpressTask(sb, tx, user.id, 'EXPRESS_WITHDRAW', {
      ...priced,
      price: { ...price, sourceToken: FIAT_TOKEN },
    });
    const invoice = await createInvoice(tx, {
      userId: user.id,
      type: 'EXPRESS_WITHDRAW',
      amount: price.sourceAmount,
      product: { item: priced.token, quantity: priced.totalAmount, taskId: task.id },
      at: sb.clock.now(),
      expiresAt: task.expiresAt,
    });
    return { task, invoice };
  });
  const cover = await tomanCover(db, user.id, price.sourceAmount);
  return {
    ...receiptView(task, priced, await isTwoFactorOn(db, user.id)),
    purchase: purchaseView(invoice, price, cover),
  };
}
