import { and, eq, lte } from 'drizzle-orm';
import {
  GATEWAY_PAYMENT_MINUTES,
  GATEWAY_REFUND_HOURS,
  gatewayAmountProblem,
  gatewayFeeToman,
  gatewayTotalToman,
  type GatewayFailureReason,
  type GatewayPayment,
  type StartGatewayPaymentRequest,
} from '@wallet/api';
import { parseDecimalInput } from '@wallet/core';
import { HOUR_MS, MINUTE_MS } from '../../clock';
import type { Sandbox } from '../../context';
import { randomToken } from '../../crypto';
import { isFlagOn, refuseIfFlagOn } from '../../config/flags';
import type { Db } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import { canonicalDecimal } from '../../decimal';
import { ApiFailure, badInput } from '../../errors';
import type { UserRow } from '../../profile/tables';
import { bankCards } from '../tables';
import { creditRialDeposit } from '../rial-deposits';
import { payInvoiceFromDeposit } from '../../invoices/paid-by-deposit';
import { dailyCapKey, gatewayLeftToday } from './daily-cap';
import { gatewayPayments, type GatewayPaymentRow } from './tables';
import { gatewayWorld } from './world';
import { refuseBelowBankingLevel } from '../banking-level';

/** A typed amount as whole Toman (Persian and Arabic digits and separators read as the client reads them). */
function readWholeToman(typed: string): string {
  const amount = parseDecimalInput(typed);
  if (amount === null || amount.includes('.')) throw badInput('body.amount');
  return canonicalDecimal(amount);
}

/** A card as the gateway shows it: its bank's prefix and last four digits. */
export const maskedCard = (number: string) => `${number.slice(0, 6)}******${number.slice(12)}`;

/**
 * The gateway page of a payment, on the sandbox's own address (the app opens it outside itself). Its address
 * carries the payment's page token, 128 random bits, so no one reaches another's payment by counting ids.
 */
export const gatewayPagePath = (pageToken: string) => `/gateway/${pageToken}`;

/** 16 random bytes as base64url: 22 characters. */
export const GATEWAY_PAGE_TOKEN_BYTES = 16;

/** What the user sees: a PENDING payment past its time is EXPIRED even before the watcher marks it. */
export function paymentView(row: GatewayPaymentRow, now: Date, origin: string): GatewayPayment {
  const isOverdue = row.status === 'PENDING' && row.expiresAt.getTime() <= now.getTime();
  const amount = canonicalDecimal(row.amount);
  const fee = canonicalDecimal(row.fee);
  return {
    paymentId: String(row.id),
    status: isOverdue ? 'EXPIRED' : row.status,
    failureReason: row.failureReason,
    amount,
    fee,
    total: canonicalDecimal(gatewayTotalToman(amount)),
    cardNumber: maskedCard(row.cardNumber),
    gatewayUrl: `${origin}${gatewayPagePath(row.pageToken)}`,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundDueAt: row.refundDueAt?.toISOString() ?? null,
    transactionId: row.transactionId === null ? null : String(row.transactionId),
  };
}

/** The refusals of a gateway that cannot take payments now (spec 001 §8). */
function refuseIfGatewayDown(sb: Sandbox, country: string) {
  if (country !== 'IR') throw new ApiFailure(403, 'GATEWAY_OUTSIDE_IRAN');
  const { mode } = gatewayWorld(sb);
  if (mode === 'OUT_OF_ORDER') throw new ApiFailure(422, 'GATEWAY_OUT_OF_ORDER');
  if (mode === 'CONNECTION_FAILED') throw new ApiFailure(422, 'GATEWAY_CONNECTION_FAILED');
}

/**
 * Checks everything the bank would (level, flags, the gateway, the card, the amount and the daily cap of the
 * user's national ID, under that ID's lock), then opens a payment for the gateway page; one made for an invoice
 * expires by the invoice's own time.
 */
export async function startPayment(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  request: StartGatewayPaymentRequest,
  country: string,
  invoice: { invoiceId: number; expiresBy: Date } | null = null,
): Promise<GatewayPaymentRow> {
  refuseBelowBankingLevel(user);
  await refuseIfFlagOn(db, 'RIAL_DEPOSIT_LIMIT', 'RIAL_DEPOSIT_LIMITED');
  if (!(await isFlagOn(db, 'GATEWAY'))) throw new ApiFailure(422, 'GATEWAY_NOT_AVAILABLE');
  refuseIfGatewayDown(sb, country);
  const [card] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, Number(request.cardId)), eq(bankCards.userId, user.id)));
  if (!card) throw new ApiFailure(404, 'CARD_NOT_FOUND');
  const amount = readWholeToman(request.amount);
  const now = sb.clock.now();
  await lockForTransaction(db, await dailyCapKey(db, user.id));
  const { left } = await gatewayLeftToday(db, user.id, now);
  const problem = gatewayAmountProblem(amount, left);
  if (problem === 'belowMin') throw new ApiFailure(422, 'GATEWAY_AMOUNT_BELOW_MIN');
  if (problem === 'aboveMax') throw new ApiFailure(422, 'GATEWAY_AMOUNT_ABOVE_MAX');
  if (problem === 'overDailyCap') throw new ApiFailure(422, 'GATEWAY_DAILY_CAP_EXCEEDED');
  const [row] = await db
    .insert(gatewayPayments)
    .values({
      userId: user.id,
      pageToken: randomToken(GATEWAY_PAGE_TOKEN_BYTES),
      cardNumber: card.number,
      amount,
      fee: gatewayFeeToman(amount),
      status: 'PENDING',
      returnUrl: request.returnUrl ?? null,
      createdAt: now,
      expiresAt: new Date(
        Math.min(
          now.getTime() + GATEWAY_PAYMENT_MINUTES * MINUTE_MS,
          invoice?.expiresBy.getTime() ?? Infinity,
        ),
      ),
      invoiceId: invoice?.invoiceId ?? null,
    })
    .returning();
  return row!;
}

/** One of the user's payments; an unknown id and another user's id are the same 404. */
export async function ownPayment(db: Db, userId: number, id: string): Promise<GatewayPaymentRow> {
  const [row] = await db
    .select()
    .from(gatewayPayments)
    .where(and(eq(gatewayPayments.id, Number(id)), eq(gatewayPayments.userId, userId)));
  if (!row) throw new ApiFailure(404, 'GATEWAY_PAYMENT_NOT_FOUND');
  return row;
}

/** What the visitor does on the gateway page. */
export type GatewayOutcome =
  { kind: 'pay' } | { kind: 'cancel' } | { kind: 'fail'; reason: GatewayFailureReason };

/**
 * Settles a PENDING payment under its row lock, so a second Pay (a double click, a replayed form) finds it
 * settled and credits nothing. Paying credits the amount through `creditRialDeposit` (method GATEWAY); a
 * NOT_SUCCESSFUL payment credits nothing and its deducted amount goes back to the card within
 * GATEWAY_REFUND_HOURS. A payment past its time becomes EXPIRED whatever was pressed. A payment made for an
 * invoice pays it in the same transaction.
 */
export async function settlePayment(
  sb: Sandbox,
  id: number,
  outcome: GatewayOutcome,
): Promise<GatewayPaymentRow | null> {
  return sb.db.transaction(async (tx) => {
    const [row] = await tx.select().from(gatewayPayments).where(eq(gatewayPayments.id, id)).for('update');
    if (!row || row.status !== 'PENDING') return row ?? null;
    const now = sb.clock.now();
    const update = async (set: Partial<GatewayPaymentRow>) => {
      const [updated] = await tx
        .update(gatewayPayments)
        .set({ closedAt: now, ...set })
        .where(eq(gatewayPayments.id, id))
        .returning();
      return updated!;
    };
    if (row.expiresAt.getTime() <= now.getTime()) return update({ status: 'EXPIRED' });
    if (outcome.kind === 'cancel') return update({ status: 'CANCELLED' });
    if (outcome.kind === 'fail') {
      const refundDueAt =
        outcome.reason === 'NOT_SUCCESSFUL' ? new Date(now.getTime() + GATEWAY_REFUND_HOURS * HOUR_MS) : null;
      return update({ status: 'FAILED', failureReason: outcome.reason, refundDueAt });
    }
    const amount = canonicalDecimal(row.amount);
    const transaction = await creditRialDeposit(tx, {
      userId: row.userId,
      method: 'GATEWAY',
      amount,
      fee: canonicalDecimal(row.fee),
      counterparty: maskedCard(row.cardNumber),
      refId: `GW-${row.id}`,
      at: now,
    });
    const paid = await update({ status: 'PAID', paidAt: now, transactionId: Number(transaction.id) });
    if (row.invoiceId !== null) {
      await payInvoiceFromDeposit(sb, tx, {
        userId: row.userId,
        invoiceId: row.invoiceId,
        amount,
        method: 'GATEWAY',
      });
    }
    return paid;
  });
}

/** The watcher's pass: payments left unpaid past their time expire. */
export async function expireGatewayPayments(sb: Sandbox): Promise<number> {
  const now = sb.clock.now();
  const expired = await sb.db
    .update(gatewayPayments)
    .set({ status: 'EXPIRED', closedAt: now })
    .where(and(eq(gatewayPayments.status, 'PENDING'), lte(gatewayPayments.expiresAt, now)))
    .returning({ id: gatewayPayments.id });
  return expired.length;
}
