import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  DIRECT_DEBIT_ACTIVATION_SECONDS,
  DIRECT_DEBIT_ANSWER_MINUTES,
  DIRECT_DEBIT_BANK_IDS,
  type DirectDebitContract,
} from '@wallet/api';
import { bankById, max, sub, type BankId } from '@wallet/core';
import { DAY_MS } from '../../clock';
import type { Sandbox } from '../../context';
import { randomToken } from '../../crypto';
import type { Db } from '../../db/client';
import { canonicalDecimal } from '../../decimal';
import { ApiFailure } from '../../errors';
import type { UserRow } from '../../profile/tables';
import { bankInfo } from '../bank-accounts';
import { directDebitContracts, directDebitDeposits, type DirectDebitContractRow } from './tables';
import { refuseBelowBankingLevel } from '../banking-level';

export function requireLevelOne(user: UserRow): void {
  refuseBelowBankingLevel(user);
}

export const directDebitBanks = () => DIRECT_DEBIT_BANK_IDS.map((id) => bankInfo(bankById(id)));

/**
 * Moves contracts on by the sandbox clock: an approved contract is ACTIVE once its few seconds have passed,
 * and one never answered on the bank's page fails. Reads run it for their user first, so an answer never
 * waits for the watcher's next pass.
 */
export async function settleContracts(db: Db, now: Date, userId?: number): Promise<void> {
  const ofUser = userId === undefined ? undefined : eq(directDebitContracts.userId, userId);
  await db
    .update(directDebitContracts)
    .set({ status: 'ACTIVE' })
    .where(
      and(ofUser, eq(directDebitContracts.status, 'PENDING'), lte(directDebitContracts.activatesAt, now)),
    );
  const answerBy = new Date(now.getTime() - DIRECT_DEBIT_ANSWER_MINUTES * 60_000);
  await db
    .update(directDebitContracts)
    .set({ status: 'FAILED' })
    .where(
      and(ofUser, eq(directDebitContracts.status, 'CREATING'), lte(directDebitContracts.createdAt, answerBy)),
    );
}

/** The watcher's pass over every user's contracts. */
export const settleAllContracts = (sb: Sandbox) => settleContracts(sb.db, sb.clock.now());

/** What each contract drew in the 24 h before `now`, in Toman. */
async function usedInLastDay(db: Db, contractIds: number[], now: Date): Promise<Map<number, string>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .select({
      contractId: directDebitDeposits.contractId,
      total: sql<string>`sum(${directDebitDeposits.amount})`,
    })
    .from(directDebitDeposits)
    .where(
      and(
        inArray(directDebitDeposits.contractId, contractIds),
        gt(directDebitDeposits.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .groupBy(directDebitDeposits.contractId);
  return new Map(rows.map((row) => [row.contractId, canonicalDecimal(row.total)]));
}

export async function usedToday(db: Db, contractId: number, now: Date): Promise<string> {
  return (await usedInLastDay(db, [contractId], now)).get(contractId) ?? '0';
}

function view(row: DirectDebitContractRow, used: string): DirectDebitContract {
  const maxDaily = canonicalDecimal(row.maxDailyDeposit);
  return {
    id: String(row.id),
    bank: bankInfo(bankById(row.bankId as BankId)),
    status: row.status,
    maxDailyDeposit: maxDaily,
    usedToday: used,
    leftToday: max(sub(maxDaily, used), '0'),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function contractViews(db: Db, rows: DirectDebitContractRow[], now: Date) {
  const used = await usedInLastDay(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => view(row, used.get(row.id) ?? '0'));
}

export async function contractView(db: Db, row: DirectDebitContractRow, now: Date) {
  return view(row, await usedToday(db, row.id, now));
}

export async function listContracts(db: Db, userId: number, now: Date) {
  await settleContracts(db, now, userId);
  const rows = await db
    .select()
    .from(directDebitContracts)
    .where(eq(directDebitContracts.userId, userId))
    .orderBy(desc(directDebitContracts.id));
  return contractViews(db, rows, now);
}

/** One of the user's contracts; an unknown id and another user's answer alike (404). */
export async function ownContract(
  db: Db,
  userId: number,
  id: string,
  now: Date,
  forUpdate = false,
): Promise<DirectDebitContractRow> {
  await settleContracts(db, now, userId);
  const query = db
    .select()
    .from(directDebitContracts)
    .where(and(eq(directDebitContracts.id, Number(id)), eq(directDebitContracts.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiFailure(404, 'DIRECT_DEBIT_CONTRACT_NOT_FOUND');
  return row;
}

export async function createContract(
  db: Db,
  user: UserRow,
  request: { bankId: string; maxDailyDeposit: string; returnUrl?: string | undefined },
  now: Date,
): Promise<DirectDebitContractRow> {
  if (!(DIRECT_DEBIT_BANK_IDS as readonly string[]).includes(request.bankId)) {
    throw new ApiFailure(400, 'BANK_NOT_SUPPORTED');
  }
  const [row] = await db
    .insert(directDebitContracts)
    .values({
      userId: user.id,
      bankId: request.bankId,
      maxDailyDeposit: request.maxDailyDeposit,
      status: 'CREATING',
      mandateToken: randomToken(24),
      returnUrl: request.returnUrl ?? null,
      createdAt: now,
    })
    .returning();
  return row!;
}

export async function cancelContract(db: Db, userId: number, id: string, now: Date) {
  const row = await ownContract(db, userId, id, now, true);
  if (row.status === 'FAILED' || row.status === 'CANCELLED') {
    throw new ApiFailure(409, 'DIRECT_DEBIT_CONTRACT_CLOSED');
  }
  const [cancelled] = await db
    .update(directDebitContracts)
    .set({ status: 'CANCELLED' })
    .where(eq(directDebitContracts.id, row.id))
    .returning();
  return contractView(db, cancelled!, now);
}

export type MandateAnswer = 'approve' | 'decline';

/**
 * The user's answer on the bank's page, once: approving leaves the contract PENDING for
 * DIRECT_DEBIT_ACTIVATION_SECONDS, declining fails it. A contract already answered is returned as it is.
 */
export async function answerMandate(
  sb: Sandbox,
  token: string,
  answer: MandateAnswer,
): Promise<DirectDebitContractRow | null> {
  return sb.db.transaction(async (tx) => {
    const now = sb.clock.now();
    const [row] = await tx
      .select()
      .from(directDebitContracts)
      .where(eq(directDebitContracts.mandateToken, token))
      .for('update');
    if (!row) return null;
    await settleContracts(tx, now, row.userId);
    const [current] = await tx.select().from(directDebitContracts).where(eq(directDebitContracts.id, row.id));
    if (current!.status !== 'CREATING') return current!;
    const [answered] = await tx
      .update(directDebitContracts)
      .set(
        answer === 'approve'
          ? {
              status: 'PENDING',
              activatesAt: new Date(now.getTime() + DIRECT_DEBIT_ACTIVATION_SECONDS * 1000),
            }
          : { status: 'FAILED' },
      )
      .where(eq(directDebitContracts.id, row.id))
      .returning();
    return answered!;
  });
}

export async function contractByMandate(sb: Sandbox, token: string) {
  const [row] = await sb.db
    .select()
    .from(directDebitContracts)
    .where(eq(directDebitContracts.mandateToken, token));
  if (!row) return null;
  await settleContracts(sb.db, sb.clock.now(), row.userId);
  const [current] = await sb.db
    .select()
    .from(directDebitContracts)
    .where(eq(directDebitContracts.id, row.id));
  return current ?? null;
}
