import { and, eq, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import { CARD_TO_CARD_CONFIRMATION_SECONDS, CARD_TO_CARD_METHODS, type CardToCardMethod } from '@wallet/api';
import { defineControl, type Sandbox, type SandboxControl } from '../../context';
import type { Db } from '../../db/client';
import { ApiFailure, badInput } from '../../errors';
import { payInvoiceFromDeposit } from '../../invoices/paid-by-deposit';
import { creditRialDeposit } from '../rial-deposits';
import { maskedCard, paymentView } from './payments';
import { cardToCardPayments, cardToCardTerminals, type CardToCardPaymentRow } from './tables';

// The bank's side of a card-to-card payment, on the sandbox clock: a confirmed transfer is found about a minute
// later (001 §9) and credited once; Blu to Saman and Saman to Saman are instant (the watcher's next pass).

const CONFIRMATION_SECONDS: Record<CardToCardMethod, number> = {
  CARD_TO_CARD: CARD_TO_CARD_CONFIRMATION_SECONDS,
  BLU_SAMAN: 0,
  SAMAN_SAMAN: 0,
};

/**
 * Credits one waiting payment, under its row lock, so a payment is credited once whoever gets there first; a
 * payment made for an invoice then pays it in the same transaction.
 */
async function settle(sb: Sandbox, id: number): Promise<void> {
  await sb.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cardToCardPayments)
      .where(eq(cardToCardPayments.id, id))
      .for('update');
    if (row?.status !== 'WAITING_FOR_CONFIRMATION') return;
    const at = sb.clock.now();
    const transaction = await creditRialDeposit(tx, {
      userId: row.userId,
      method: row.method,
      amount: row.amount,
      counterparty: maskedCard(row.sourceCardNumber),
      refId: `C2C-${row.id}`,
      at,
    });
    await tx
      .update(cardToCardPayments)
      .set({ status: 'PAID', transactionId: Number(transaction.id) })
      .where(eq(cardToCardPayments.id, row.id));
    if (row.invoiceId !== null) {
      await payInvoiceFromDeposit(sb, tx, {
        userId: row.userId,
        invoiceId: row.invoiceId,
        amount: row.amount,
        method: 'CARD2CARD',
      });
    }
  });
}

/** One pass of the bank: unconfirmed payments past their time expire; confirmed ones due are credited. */
export async function watchCardToCardPayments(sb: Sandbox): Promise<void> {
  const now = sb.clock.now();
  await sb.db
    .update(cardToCardPayments)
    .set({ status: 'EXPIRED' })
    .where(and(eq(cardToCardPayments.status, 'CREATED'), lte(cardToCardPayments.expiresAt, now)));
  const waiting = await sb.db
    .select()
    .from(cardToCardPayments)
    .where(eq(cardToCardPayments.status, 'WAITING_FOR_CONFIRMATION'));
  const due = waiting.filter(
    (row: CardToCardPaymentRow) =>
      row.confirmedAt!.getTime() + CONFIRMATION_SECONDS[row.method] * 1000 <= now.getTime(),
  );
  for (const row of due) await settle(sb, row.id);
}

function paymentIdParam(params: Record<string, string>): number {
  const id = params.id ?? '';
  if (!/^\d{1,18}$/.test(id)) throw badInput('id');
  return Number(id);
}

/** Marks a confirmed payment NOT_PAID: the user said they sent it, but nothing arrived. */
async function markNotPaid(db: Db, id: number, at: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cardToCardPayments)
      .where(eq(cardToCardPayments.id, id))
      .for('update');
    if (!row) throw new ApiFailure(404, 'CARD_TO_CARD_PAYMENT_NOT_FOUND');
    if (row.status !== 'WAITING_FOR_CONFIRMATION') throw new ApiFailure(409, 'CARD_TO_CARD_PAYMENT_CLOSED');
    const [updated] = await tx
      .update(cardToCardPayments)
      .set({ status: 'NOT_PAID' })
      .where(eq(cardToCardPayments.id, id))
      .returning();
    return paymentView(updated!, at);
  });
}

/**
 * Turns a method's destination terminal off or on. Off, new payments are refused and the ones shown but not
 * yet confirmed become TERMINAL_INACTIVE; confirmed ones are still found by the bank (the money left already).
 */
async function setTerminal(db: Db, methods: readonly CardToCardMethod[], isActive: boolean) {
  return db.transaction(async (tx) => {
    await tx
      .update(cardToCardTerminals)
      .set({ isActive })
      .where(inArray(cardToCardTerminals.method, [...methods]));
    if (!isActive) {
      await tx
        .update(cardToCardPayments)
        .set({ status: 'TERMINAL_INACTIVE' })
        .where(
          and(eq(cardToCardPayments.status, 'CREATED'), inArray(cardToCardPayments.method, [...methods])),
        );
    }
    return tx.select().from(cardToCardTerminals);
  });
}

export const cardToCardControls: readonly SandboxControl[] = [
  defineControl({
    method: 'POST',
    path: 'card-to-card/:id/not-paid',
    run: (sb, { params }) => markNotPaid(sb.db, paymentIdParam(params), sb.clock.now()),
  }),
  defineControl({
    method: 'PUT',
    path: 'card-to-card/terminal',
    body: z.object({ isActive: z.boolean(), method: z.enum(CARD_TO_CARD_METHODS).optional() }).strict(),
    run: (sb, { body }) =>
      setTerminal(sb.db, body.method ? [body.method] : CARD_TO_CARD_METHODS, body.isActive),
  }),
];
