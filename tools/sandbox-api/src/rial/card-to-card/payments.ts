import { and, eq } from 'drizzle-orm';
import {
  CARD_TO_CARD_EXPIRY_MINUTES,
  CARD_TO_CARD_MAX_TOMAN,
  CARD_TO_CARD_MIN_TOMAN,
  INSTANT_BANK_MAX_TOMAN,
  type CardToCardMethod,
  type CardToCardPayment,
  type CreateCardToCardPaymentRequest,
} from '@wallet/api';
import { bankOfCardPrefix, cmp, parseDecimalInput, type BankId } from '@wallet/core';
import { MINUTE_MS } from '../../clock';
import { isFlagOn, refuseIfFlagOn } from '../../config/flags';
import type { Db } from '../../db/client';
import { canonicalDecimal } from '../../decimal';
import { ApiFailure, badInput } from '../../errors';
import type { UserRow } from '../../profile/tables';
import { bankInfo } from '../bank-accounts';
import { bankCards } from '../tables';
import { cardToCardPayments, cardToCardTerminals, type CardToCardPaymentRow } from './tables';
import { refuseBelowBankingLevel } from '../banking-level';

/** What each method takes: the source card's bank (Blu cards carry Saman's prefix) and the amount's range. */
const METHOD_RULES: Record<CardToCardMethod, { sourceBank: BankId | null; min: string; max: string }> = {
  CARD_TO_CARD: { sourceBank: null, min: CARD_TO_CARD_MIN_TOMAN, max: CARD_TO_CARD_MAX_TOMAN },
  BLU_SAMAN: { sourceBank: 'SAMAN', min: CARD_TO_CARD_MIN_TOMAN, max: INSTANT_BANK_MAX_TOMAN },
  SAMAN_SAMAN: { sourceBank: 'SAMAN', min: CARD_TO_CARD_MIN_TOMAN, max: INSTANT_BANK_MAX_TOMAN },
};

/** A typed amount as whole Toman (Persian and Arabic digits and separators read as the client reads them). */
function readWholeToman(typed: string): string {
  const amount = parseDecimalInput(typed);
  if (amount === null || amount.includes('.')) throw badInput('body.amount');
  return canonicalDecimal(amount);
}

/** A card number as the user may see it on a receipt: its bank's prefix and last four digits. */
export const maskedCard = (number: string) => `${number.slice(0, 6)}******${number.slice(12)}`;

/** What the user sees: a payment left unconfirmed past its time is EXPIRED even before the watcher marks it. */
export function paymentView(row: CardToCardPaymentRow, now: Date): CardToCardPayment {
  const isOverdue = row.status === 'CREATED' && row.expiresAt.getTime() <= now.getTime();
  const sourceBank = bankOfCardPrefix(row.sourceCardNumber)!;
  return {
    paymentId: String(row.id),
    method: row.method,
    status: isOverdue ? 'EXPIRED' : row.status,
    amount: canonicalDecimal(row.amount),
    sourceCard: { id: String(row.sourceCardId), number: row.sourceCardNumber, bank: bankInfo(sourceBank) },
    destination: {
      cardNumber: row.destinationCardNumber,
      ownerName: row.destinationOwnerName,
      bank: bankInfo(bankOfCardPrefix(row.destinationCardNumber)!),
    },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    transactionId: row.transactionId === null ? null : String(row.transactionId),
  };
}

/** What an invoice's payment adds: the invoice it pays once credited, and a time it may not outlive. */
export interface InvoiceLink {
  invoiceId: number;
  expiresBy: Date;
}

/**
 * Refuses what the bank would not take, then holds the method's destination card for the user's transfer. A
 * payment made for an invoice expires by the invoice's own time.
 */
export async function createPayment(
  db: Db,
  user: UserRow,
  request: CreateCardToCardPaymentRequest,
  now: Date,
  invoice: InvoiceLink | null = null,
): Promise<CardToCardPaymentRow> {
  refuseBelowBankingLevel(user);
  if (!(await isFlagOn(db, request.method))) throw new ApiFailure(422, 'CARD_TO_CARD_UNAVAILABLE');
  await refuseIfFlagOn(db, 'RIAL_DEPOSIT_LIMIT', 'RIAL_DEPOSIT_LIMITED');
  const [card] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, Number(request.sourceCardId)), eq(bankCards.userId, user.id)));
  if (!card) throw new ApiFailure(404, 'CARD_NOT_FOUND');
  const rules = METHOD_RULES[request.method];
  if (rules.sourceBank && bankOfCardPrefix(card.number)?.id !== rules.sourceBank) {
    throw new ApiFailure(422, 'CARD_TO_CARD_SOURCE_BANK_MISMATCH');
  }
  const amount = readWholeToman(request.amount);
  if (cmp(amount, rules.min) < 0) throw new ApiFailure(422, 'CARD_TO_CARD_AMOUNT_BELOW_MIN');
  if (cmp(amount, rules.max) > 0) throw new ApiFailure(422, 'CARD_TO_CARD_AMOUNT_ABOVE_MAX');
  const [terminal] = await db
    .select()
    .from(cardToCardTerminals)
    .where(eq(cardToCardTerminals.method, request.method));
  if (!terminal?.isActive) throw new ApiFailure(422, 'CARD_TO_CARD_TERMINAL_INACTIVE');
  const [row] = await db
    .insert(cardToCardPayments)
    .values({
      userId: user.id,
      method: request.method,
      status: 'CREATED',
      amount,
      sourceCardId: card.id,
      sourceCardNumber: card.number,
      destinationCardNumber: terminal.cardNumber,
      destinationOwnerName: terminal.ownerName,
      createdAt: now,
      expiresAt: new Date(
        Math.min(
          now.getTime() + CARD_TO_CARD_EXPIRY_MINUTES * MINUTE_MS,
          invoice?.expiresBy.getTime() ?? Infinity,
        ),
      ),
      invoiceId: invoice?.invoiceId ?? null,
    })
    .returning();
  return row!;
}

/** One of the user's payments (locked for the rest of the transaction when asked); another user's id is the same 404. */
export async function ownPayment(
  db: Db,
  userId: number,
  id: string,
  { isLocked = false } = {},
): Promise<CardToCardPaymentRow> {
  const query = db
    .select()
    .from(cardToCardPayments)
    .where(and(eq(cardToCardPayments.id, Number(id)), eq(cardToCardPayments.userId, userId)));
  const [row] = isLocked ? await query.for('update') : await query;
  if (!row) throw new ApiFailure(404, 'CARD_TO_CARD_PAYMENT_NOT_FOUND');
  return row;
}

const setStatus = async (db: Db, row: CardToCardPaymentRow, set: Partial<CardToCardPaymentRow>) => {
  const [updated] = await db
    .update(cardToCardPayments)
    .set(set)
    .where(eq(cardToCardPayments.id, row.id))
    .returning();
  return updated!;
};

/** "I have transferred": waiting for the bank from now on. Asked again while waiting or once paid, it is a no-op. */
export async function confirmPayment(db: Db, userId: number, id: string, now: Date) {
  const row = await ownPayment(db, userId, id, { isLocked: true });
  if (row.status === 'WAITING_FOR_CONFIRMATION' || row.status === 'PAID') return row;
  if (row.status === 'EXPIRED') throw new ApiFailure(422, 'CARD_TO_CARD_PAYMENT_EXPIRED');
  if (row.status !== 'CREATED') throw new ApiFailure(409, 'CARD_TO_CARD_PAYMENT_CLOSED');
  if (row.expiresAt.getTime() <= now.getTime()) throw new ApiFailure(422, 'CARD_TO_CARD_PAYMENT_EXPIRED');
  return setStatus(db, row, { status: 'WAITING_FOR_CONFIRMATION', confirmedAt: now });
}

/** The user leaves a payment they have not confirmed; once confirmed, only the bank decides. */
export async function cancelPayment(db: Db, userId: number, id: string) {
  const row = await ownPayment(db, userId, id, { isLocked: true });
  if (row.status === 'CANCELED') return row;
  if (row.status !== 'CREATED') throw new ApiFailure(409, 'CARD_TO_CARD_PAYMENT_CLOSED');
  return setStatus(db, row, { status: 'CANCELED' });
}
