import { and, asc, desc, eq, lte } from 'drizzle-orm';
import {
  RIAL_DEPOSIT_MIN_TOMAN,
  type BankTransferSource,
  type IdentifiedDeposit,
  type IdentifiedDepositReturnReason,
  type RialDepositMethod,
} from '@wallet/api';
import { cmp } from '@wallet/core';
import type { Sandbox } from '../../context';
import type { Db } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import { canonicalDecimal } from '../../decimal';
import { creditRialDeposit } from '../rial-deposits';
import { bankIbans } from '../tables';
import { isCashInCode } from './codes';
import { nextPayaCycle } from './paya-cycles';
import { cashInCodes, identifiedDeposits, type IdentifiedDepositRow } from './tables';

/**
 * The deposit method each transfer counts as: a PAYA transfer with the code is the identified deposit proper
 * (credited after the PAYA cycle, spec 001 §9); SATNA and Pol have methods of their own.
 */
const METHOD_OF_SOURCE: Record<BankTransferSource, RialDepositMethod> = {
  PAYA: 'CASH_IN_CODE',
  SATNA: 'PAYA_SATNA',
  POL: 'POL',
};

export interface IncomingTransfer {
  /** The bank's tracking number. */
  reference: string;
  code: string;
  /** Toman. */
  amount: string;
  source: BankTransferSource;
  /** "IR" and 24 digits. */
  fromIban: string;
}

export function identifiedDepositView(row: IdentifiedDepositRow): IdentifiedDeposit {
  return {
    id: String(row.id),
    source: row.source,
    amount: canonicalDecimal(row.amount),
    fromIban: row.fromIban,
    reference: row.reference,
    status: row.status,
    returnReason: row.returnReason,
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    creditedAt: row.creditedAt?.toISOString() ?? null,
    transactionId: row.transactionId === null ? null : String(row.transactionId),
  };
}

async function isRegisteredIban(db: Db, userId: number, iban: string): Promise<boolean> {
  const [held] = await db
    .select({ id: bankIbans.id })
    .from(bankIbans)
    .where(and(eq(bankIbans.userId, userId), eq(bankIbans.number, iban)));
  return Boolean(held);
}

/** Why a transfer goes back to the paying account, or null when it is the user's to credit (RIAL-09). */
async function returnReasonOf(
  db: Db,
  userId: number | null,
  transfer: IncomingTransfer,
): Promise<IdentifiedDepositReturnReason | null> {
  if (userId === null) return 'UNKNOWN_CODE';
  if (cmp(transfer.amount, RIAL_DEPOSIT_MIN_TOMAN) < 0) return 'BELOW_MINIMUM';
  if (!(await isRegisteredIban(db, userId, transfer.fromIban))) return 'NOT_OWN_ACCOUNT';
  return null;
}

/** Credits a waiting transfer to its user, dated when it was due; run under the row's lock. */
async function credit(db: Db, row: IdentifiedDepositRow): Promise<IdentifiedDepositRow> {
  const transaction = await creditRialDeposit(db, {
    userId: row.userId!,
    method: METHOD_OF_SOURCE[row.source],
    amount: row.amount,
    counterparty: row.fromIban,
    refId: row.reference,
    at: row.dueAt,
  });
  const [credited] = await db
    .update(identifiedDeposits)
    .set({ status: 'CREDITED', creditedAt: row.dueAt, transactionId: Number(transaction.id) })
    .where(eq(identifiedDeposits.id, row.id))
    .returning();
  return credited!;
}

/**
 * A bank transfer to the wallet's account with a cash-in code. It is kept once per bank reference (a repeated
 * message answers the transfer as it stands). A transfer with no user's code, under the minimum, or from an
 * IBAN the user has not registered (someone else's account or a bridge) is RETURNED and never credited. Else
 * a PAYA transfer waits for the next PAYA cycle (creditDueIdentifiedDeposits), and SATNA and Pol are credited
 * on arrival.
 */
export async function receiveBankTransfer(
  sb: Sandbox,
  transfer: IncomingTransfer,
): Promise<IdentifiedDeposit> {
  return sb.db.transaction(async (tx) => {
    await lockForTransaction(tx, `identified-deposit:${transfer.reference}`);
    const [seen] = await tx
      .select()
      .from(identifiedDeposits)
      .where(eq(identifiedDeposits.reference, transfer.reference));
    if (seen) return identifiedDepositView(seen);

    const now = sb.clock.now();
    // A code that fails its check digit is no user's: a mistyped payment ID is returned, never guessed at.
    const [owner] = isCashInCode(transfer.code)
      ? await tx
          .select({ userId: cashInCodes.userId })
          .from(cashInCodes)
          .where(eq(cashInCodes.code, transfer.code))
      : [];
    const userId = owner?.userId ?? null;
    const returnReason = await returnReasonOf(tx, userId, transfer);
    const [row] = await tx
      .insert(identifiedDeposits)
      .values({
        ...transfer,
        userId,
        status: returnReason ? 'RETURNED' : 'WAITING_FOR_CYCLE',
        returnReason,
        receivedAt: now,
        dueAt: !returnReason && transfer.source === 'PAYA' ? nextPayaCycle(now) : now,
      })
      .returning();
    const isDueNow = row!.status === 'WAITING_FOR_CYCLE' && transfer.source !== 'PAYA';
    return identifiedDepositView(isDueNow ? await credit(tx, row!) : row!);
  });
}

/**
 * Credits every transfer whose PAYA cycle has come, each once: under its row lock, and only while it is
 * still waiting, so two passes (or a pass and a replayed bank message) never credit it twice.
 */
export async function creditDueIdentifiedDeposits(sb: Sandbox): Promise<number> {
  const due = await sb.db
    .select({ id: identifiedDeposits.id })
    .from(identifiedDeposits)
    .where(
      and(eq(identifiedDeposits.status, 'WAITING_FOR_CYCLE'), lte(identifiedDeposits.dueAt, sb.clock.now())),
    )
    .orderBy(asc(identifiedDeposits.id));
  let credited = 0;
  for (const { id } of due) {
    const didCredit = await sb.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(identifiedDeposits)
        .where(and(eq(identifiedDeposits.id, id), eq(identifiedDeposits.status, 'WAITING_FOR_CYCLE')))
        .for('update');
      if (!row) return false;
      await credit(tx, row);
      return true;
    });
    if (didCredit) credited++;
  }
  return credited;
}

/** The transfers that came in with the user's code, newest first. */
export async function identifiedDepositsOf(db: Db, userId: number, limit: number) {
  const rows = await db
    .select()
    .from(identifiedDeposits)
    .where(eq(identifiedDeposits.userId, userId))
    .orderBy(desc(identifiedDeposits.id))
    .limit(limit);
  return rows.map(identifiedDepositView);
}
