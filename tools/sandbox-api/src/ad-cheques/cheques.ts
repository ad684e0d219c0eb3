import { and, eq } from 'drizzle-orm';
import {
  AD_CHEQUE_MAX_CLAIMS,
  type AdCheque,
  type CreateAdChequeRequest,
  INVOICE_PAYMENT_MINUTES,
  type InvoiceType,
} from '@wallet/api';
import { add, cmp, div, isPositive, isZero, parseDecimalInput } from '@wallet/core';
import { MINUTE_MS } from '../clock';
import { canonicalToken, coinConfig } from '../config/coins';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { canonicalDecimal } from '../decimal';
import { ApiFailure, badInput } from '../errors';
import { createInvoice } from '../invoices/invoices';
import type { InvoiceRow } from '../invoices/tables';
import { adChequeEscrow, systemAccount } from '../money/ledger';
import { FIAT_TOKEN } from '../money/spend-rules';
import { priceTrade } from '../trade/pricing';
import { ledgerAccounts } from '../wallet/tables';
import { adChequeClaims, adCheques, type AdChequeRow } from './tables';

/** How an ad cheque's invoices name it: the invoice's taskId. */
const TASK_PREFIX = 'ad-cheque:';
export const chequeTaskId = (chequeId: number) => `${TASK_PREFIX}${chequeId}`;
export const chequeIdOfTask = (taskId: string | null): number | null =>
  taskId?.startsWith(TASK_PREFIX) ? Number(taskId.slice(TASK_PREFIX.length)) : null;

/**
 * A typed prize in the token: Persian and Arabic digits read, at most the token's decimals, at least 0 (and more
 * than 0 unless `mayBeZero`). Anything else is 400 BAD_INPUT_VALUES naming the field.
 */
export function readPrize(typed: string, decimals: number, field: string, mayBeZero = false): string {
  const amount = parseDecimalInput(typed);
  if (amount === null) throw badInput(field);
  if ((amount.split('.')[1]?.length ?? 0) > decimals) {
    throw new ApiFailure(400, 'BAD_INPUT_VALUES', `${field}: at most ${decimals} decimals`);
  }
  if (!isPositive(amount) && !(mayBeZero && isZero(amount))) {
    throw new ApiFailure(400, 'BAD_INPUT_VALUES', `${field}: ${mayBeZero ? 'not negative' : 'more than 0'}`);
  }
  return canonicalDecimal(amount);
}

/** The prizes of a new cheque, checked against each other (spec 000 §3 Ad cheque; the limits designed here). */
export async function readNewCheque(db: Db, body: CreateAdChequeRequest) {
  const token = canonicalToken(body.token);
  const { decimals } = await coinConfig(db, token);
  const prizes = {
    totalPrize: readPrize(body.totalPrize, decimals, 'totalPrize'),
    activationPrize: readPrize(body.activationPrize, decimals, 'activationPrize'),
    firstLayerPrize: readPrize(body.firstLayerReferralPrize, decimals, 'firstLayerReferralPrize', true),
    secondLayerPrize: readPrize(body.secondLayerReferralPrize, decimals, 'secondLayerReferralPrize', true),
  };
  if (cmp(prizes.totalPrize, claimCost(prizes)) < 0) {
    throw new ApiFailure(
      400,
      'BAD_INPUT_VALUES',
      'totalPrize: at least one whole claim with both referral prizes',
    );
  }
  if (cmp(div(prizes.totalPrize, prizes.activationPrize, 0), String(AD_CHEQUE_MAX_CLAIMS)) > 0) {
    throw new ApiFailure(
      400,
      'BAD_INPUT_VALUES',
      `totalPrize: at most ${AD_CHEQUE_MAX_CLAIMS} activation prizes`,
    );
  }
  return { token, ...prizes };
}

/** What the most costly claim takes from the pot: the activation prize and both referral prizes. */
export const claimCost = (
  row: Pick<AdChequeRow, 'activationPrize' | 'firstLayerPrize' | 'secondLayerPrize'>,
) => add(add(row.activationPrize, row.firstLayerPrize), row.secondLayerPrize);

/** The cheque's own escrow account in its token. */
export const chequeEscrowAccount = (db: Db, row: AdChequeRow) =>
  systemAccount(db, adChequeEscrow(row.id), row.token);

/** What the cheque's pot holds now, as the ledger has it. */
export async function chequeLeft(db: Db, row: AdChequeRow): Promise<string> {
  const [account] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.systemName, adChequeEscrow(row.id).name), eq(ledgerAccounts.token, row.token)),
    );
  return canonicalDecimal(account?.balance ?? '0');
}

/** A cheque by id, locked for the rest of the transaction when asked; 404 AD_CHEQUE_NOT_FOUND when none. */
export async function chequeById(
  db: Db,
  id: string | number,
  { isLocked = false } = {},
): Promise<AdChequeRow> {
  if (!/^\d{1,18}$/.test(String(id))) throw new ApiFailure(404, 'AD_CHEQUE_NOT_FOUND');
  const query = db
    .select()
    .from(adCheques)
    .where(eq(adCheques.id, Number(id)));
  const [row] = isLocked ? await query.for('update') : await query;
  if (!row) throw new ApiFailure(404, 'AD_CHEQUE_NOT_FOUND');
  return row;
}

/** One of the user's own cheques; another user's is the same 404. */
export async function ownCheque(db: Db, userId: number, id: string, options = {}): Promise<AdChequeRow> {
  const row = await chequeById(db, id, options);
  if (row.creatorId !== userId) throw new ApiFailure(404, 'AD_CHEQUE_NOT_FOUND');
  return row;
}

export async function chequeView(db: Db, row: AdChequeRow, viewerId: number): Promise<AdCheque> {
  const [claim] = await db
    .select({ id: adChequeClaims.id })
    .from(adChequeClaims)
    .where(and(eq(adChequeClaims.chequeId, row.id), eq(adChequeClaims.userId, viewerId)));
  return {
    id: String(row.id),
    creatorId: String(row.creatorId),
    token: row.token,
    totalPrize: canonicalDecimal(row.totalPrize),
    activationPrize: canonicalDecimal(row.activationPrize),
    firstLayerReferralPrize: canonicalDecimal(row.firstLayerPrize),
    secondLayerReferralPrize: canonicalDecimal(row.secondLayerPrize),
    message: row.message,
    design: row.design,
    status: row.status,
    left: await chequeLeft(db, row),
    createdAt: row.createdAt.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isClaimed: claim !== undefined,
  };
}

/**
 * A new invoice that puts `amount` of the cheque's token into its pot: priced in Toman (for another token, what
 * buys that amount at this instant, rounded up to whole Toman, as an express buy is priced).
 */
export async function chequeInvoice(
  sb: Sandbox,
  db: Db,
  row: AdChequeRow,
  type: Extract<InvoiceType, 'AD_CHEQUE' | 'AD_CHEQUE_TOP_UP'>,
  amount: string,
): Promise<InvoiceRow> {
  const now = sb.clock.now();
  const toman =
    row.token === FIAT_TOKEN
      ? amount
      : (
          await priceTrade(
            sb,
            db,
            { sourceToken: FIAT_TOKEN, destinationToken: row.token, destinationAmount: amount },
            now,
          )
        ).sourceAmount;
  return createInvoice(db, {
    userId: row.creatorId,
    type,
    amount: toman,
    product: { item: row.token, quantity: amount, taskId: chequeTaskId(row.id) },
    at: now,
    expiresAt: new Date(now.getTime() + INVOICE_PAYMENT_MINUTES * MINUTE_MS),
  });
}
