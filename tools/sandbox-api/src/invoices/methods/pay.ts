import { and, eq } from 'drizzle-orm';
import { INSTANT_BANK_MAX_TOMAN, RIAL_DEPOSIT_MIN_TOMAN, type PayPaymentInvoiceRequest } from '@wallet/api';
import { cmp, isPositive, sub } from '@wallet/core';
import type { Sandbox } from '../../context';
import { isFlagOn, refuseIfFlagOn } from '../../config/flags';
import type { Db } from '../../db/client';
import { ApiFailure } from '../../errors';
import { refuseBelowBankingLevel } from '../../rial/banking-level';
import { createPayment } from '../../rial/card-to-card/payments';
import { cardToCardPayments, type CardToCardPaymentRow } from '../../rial/card-to-card/tables';
import { depositByDirectDebit } from '../../rial/direct-debit/deposit';
import { startPayment } from '../../rial/gateway/payments';
import { gatewayPayments, type GatewayPaymentRow } from '../../rial/gateway/tables';
import { executeTrade } from '../../trade/execute';
import { priceTrade } from '../../trade/pricing';
import type { UserRow } from '../../profile/tables';
import { guardTrade } from '../../money/spend-guard';
import { FIAT_TOKEN } from '../../money/spend-rules';
import { ledgerBalance } from '../../money/transactions';
import { amountDue, payInvoiceFromBalance } from '../invoices';
import type { InvoiceRow } from '../tables';
import { balancePartOf } from './availability';

// Paying what is due on an invoice by one of spec 000 §3's methods, in the call's transaction with the invoice
// locked. The balances pay at once; a card, gateway or direct-debit deposit is made for the invoice and pays it
// when credited (see paid-by-deposit.ts).

export interface PaymentStart {
  invoice: InvoiceRow;
  cardToCard: CardToCardPaymentRow | null;
  gateway: GatewayPaymentRow | null;
}

/**
 * The paying calls' shared refusals: the invoice is PENDING and in time, and no card payment made for it is
 * waiting for the bank (the user may have sent money already).
 */
export async function refuseUnpayable(db: Db, row: InvoiceRow, now: Date): Promise<void> {
  if (row.status !== 'PENDING') throw new ApiFailure(409, 'INVOICE_NOT_PENDING');
  if (row.expiresAt.getTime() <= now.getTime()) throw new ApiFailure(422, 'INVOICE_EXPIRED');
  const [waiting] = await db
    .select({ id: cardToCardPayments.id })
    .from(cardToCardPayments)
    .where(
      and(
        eq(cardToCardPayments.invoiceId, row.id),
        eq(cardToCardPayments.status, 'WAITING_FOR_CONFIRMATION'),
      ),
    )
    .limit(1);
  if (waiting) throw new ApiFailure(409, 'INVOICE_PAYMENT_IN_PROGRESS');
}

/** A new payment replaces the invoice's card payment not yet confirmed and its gateway payment not yet paid. */
export async function closeEarlierPayments(db: Db, row: InvoiceRow, now: Date): Promise<void> {
  await db
    .update(cardToCardPayments)
    .set({ status: 'CANCELED' })
    .where(and(eq(cardToCardPayments.invoiceId, row.id), eq(cardToCardPayments.status, 'CREATED')));
  await db
    .update(gatewayPayments)
    .set({ status: 'CANCELLED', closedAt: now })
    .where(and(eq(gatewayPayments.invoiceId, row.id), eq(gatewayPayments.status, 'PENDING')));
}

/** The card methods need KYC level 1 (RIAL-01) and the PAYMENT_METHODS flag, before each method's own rules. */
async function refuseCardMethod(db: Db, user: UserRow): Promise<void> {
  refuseBelowBankingLevel(user);
  if (!(await isFlagOn(db, 'PAYMENT_METHODS'))) {
    throw new ApiFailure(422, 'INVOICE_PAYMENT_METHOD_UNAVAILABLE', 'PAYMENT_METHODS is off');
  }
}

/**
 * The trade guard's refusals (level, swap pauses, account lock) before a deposit is made for the invoice, so a
 * deposit is not made that could only stay in the balance. Nothing is debited: the permit is for nothing.
 */
const refuseUntradableInvoice = (sb: Sandbox, db: Db, user: UserRow, row: InvoiceRow) =>
  guardTrade(sb, db, user, { sourceToken: FIAT_TOKEN, destinationToken: row.item, sourceAmount: '0' });

/** Tether sold to the market maker for exactly what is due, then the invoice paid from the Toman it gave. */
async function payByUsdt(sb: Sandbox, db: Db, user: UserRow, row: InvoiceRow, maxUsdtAmount?: string) {
  const now = sb.clock.now();
  const due = amountDue(row);
  const price = await priceTrade(
    sb,
    db,
    { sourceToken: 'USDT', destinationToken: FIAT_TOKEN, destinationAmount: due },
    now,
  );
  // A ceiling: never more Tether than the client named. A page that tolerates a move names its own "at most".
  if (maxUsdtAmount !== undefined && cmp(price.sourceAmount, maxUsdtAmount) > 0) {
    throw new ApiFailure(409, 'INVOICE_PRICE_CHANGED');
  }
  const permit = await guardTrade(sb, db, user, {
    sourceToken: price.sourceToken,
    destinationToken: price.destinationToken,
    sourceAmount: price.sourceAmount,
  });
  await executeTrade(db, { userId: user.id, kind: 'EXPRESS_SELL', price, payer: { permit }, at: now });
  return payInvoiceFromBalance(sb, db, user, row, { amount: due, method: 'USDT_BALANCE' });
}

/** The balance's part first, then a card-to-card payment of the rest, made for the invoice. */
async function payByCardWithBalance(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  row: InvoiceRow,
  sourceCardId: string,
) {
  await refuseCardMethod(db, user);
  const now = sb.clock.now();
  const due = amountDue(row);
  const irt = (await ledgerBalance(db, user.id, FIAT_TOKEN)) ?? '0';
  const fromBalance = balancePartOf(irt, due);
  if (!isPositive(irt) || cmp(irt, due) >= 0 || !isPositive(fromBalance)) {
    throw new ApiFailure(
      422,
      'INVOICE_PAYMENT_METHOD_UNAVAILABLE',
      'the balance must cover a part of what is due',
    );
  }
  const cardToCard = await createPayment(
    db,
    user,
    { method: 'CARD_TO_CARD', sourceCardId, amount: sub(due, fromBalance) },
    now,
    { invoiceId: row.id, expiresBy: row.expiresAt },
  );
  const invoice = await payInvoiceFromBalance(sb, db, user, row, {
    amount: fromBalance,
    method: 'CARD2CARD_WITH_BALANCE',
  });
  return { invoice, cardToCard, gateway: null };
}

/** A direct-debit deposit of what is due through an ACTIVE contract, paying the invoice at once. */
async function payByDirectDebit(sb: Sandbox, db: Db, user: UserRow, row: InvoiceRow, contractId: string) {
  await refuseCardMethod(db, user);
  if (!(await isFlagOn(db, 'DIRECT_DEBIT'))) throw new ApiFailure(422, 'DIRECT_DEBIT_NOT_AVAILABLE');
  await refuseIfFlagOn(db, 'RIAL_DEPOSIT_LIMIT', 'RIAL_DEPOSIT_LIMITED');
  const due = amountDue(row);
  if (cmp(due, RIAL_DEPOSIT_MIN_TOMAN) < 0 || cmp(due, INSTANT_BANK_MAX_TOMAN) > 0) {
    throw new ApiFailure(422, 'INVOICE_PAYMENT_METHOD_UNAVAILABLE', 'outside what direct debit takes');
  }
  await depositByDirectDebit(db, user.id, { contractId, amount: due, invoiceId: row.id }, sb.clock.now());
  return payInvoiceFromBalance(sb, db, user, row, { amount: due, method: 'DIRECT' });
}

/** Starts paying what is due on a locked, payable invoice by the method the body names. */
export async function payByMethod(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  row: InvoiceRow,
  body: PayPaymentInvoiceRequest,
  country: string,
): Promise<PaymentStart> {
  const now = sb.clock.now();
  const link = { invoiceId: row.id, expiresBy: row.expiresAt };
  const none = { cardToCard: null, gateway: null };
  switch (body.method) {
    case 'IRT_BALANCE':
      return {
        invoice: await payInvoiceFromBalance(sb, db, user, row, {
          amount: amountDue(row),
          method: 'IRT_BALANCE',
        }),
        ...none,
      };
    case 'USDT_BALANCE':
      return { invoice: await payByUsdt(sb, db, user, row, body.maxUsdtAmount), ...none };
    case 'CARD2CARD': {
      await refuseCardMethod(db, user);
      const request = {
        method: 'CARD_TO_CARD' as const,
        sourceCardId: body.sourceCardId,
        amount: amountDue(row),
      };
      const cardToCard = await createPayment(db, user, request, now, link);
      await refuseUntradableInvoice(sb, db, user, row);
      return { invoice: row, cardToCard, gateway: null };
    }
    case 'CARD2CARD_WITH_BALANCE':
      return payByCardWithBalance(sb, db, user, row, body.sourceCardId);
    case 'GATEWAY': {
      await refuseCardMethod(db, user);
      const request = { cardId: body.cardId, amount: amountDue(row), returnUrl: body.returnUrl };
      const gateway = await startPayment(sb, db, user, request, country, link);
      await refuseUntradableInvoice(sb, db, user, row);
      return { invoice: row, cardToCard: null, gateway };
    }
    case 'DIRECT':
      return { invoice: await payByDirectDebit(sb, db, user, row, body.contractId), ...none };
  }
}
