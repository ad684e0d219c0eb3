import { INSTANT_BANK_MAX_TOMAN } from '@wallet/api';
import { add, cmp } from '@wallet/core';
import { randomDigits } from '../../crypto';
import { lockForTransaction } from '../../db/locks';
import type { Db } from '../../db/client';
import { ApiFailure } from '../../errors';
import { creditRialDeposit, depositedInLastDay } from '../rial-deposits';
import { contractView, ownContract, usedToday } from './contracts';
import { directDebitDeposits } from './tables';

/**
 * Draws a deposit through an ACTIVE contract (spec 001 §9: instant, no fee, up to INSTANT_BANK_MAX_TOMAN). Runs
 * in the money call's transaction under a lock per user, so parallel deposits are counted one after another
 * and never pass the contract's daily max or the 24 h direct-debit total.
 */
export async function depositByDirectDebit(
  tx: Db,
  userId: number,
  request: { contractId: string; amount: string; invoiceId?: number },
  now: Date,
) {
  await lockForTransaction(tx, `direct-debit:${userId}`);
  const contract = await ownContract(tx, userId, request.contractId, now, true);
  if (contract.status !== 'ACTIVE') throw new ApiFailure(409, 'DIRECT_DEBIT_CONTRACT_NOT_ACTIVE');
  const used = await usedToday(tx, contract.id, now);
  if (cmp(add(used, request.amount), contract.maxDailyDeposit) > 0) {
    throw new ApiFailure(422, 'DIRECT_DEBIT_DAILY_MAX_EXCEEDED');
  }
  const byDirectDebit = await depositedInLastDay(tx, [userId], 'DIRECT_DEBIT', now);
  if (cmp(add(byDirectDebit, request.amount), INSTANT_BANK_MAX_TOMAN) > 0) {
    throw new ApiFailure(422, 'DIRECT_DEBIT_INSTANT_MAX_EXCEEDED');
  }
  const transaction = await creditRialDeposit(tx, {
    userId,
    method: 'DIRECT_DEBIT',
    amount: request.amount,
    counterparty: null,
    refId: `DD${randomDigits(12)}`,
    at: now,
  });
  await tx.insert(directDebitDeposits).values({
    contractId: contract.id,
    amount: request.amount,
    transactionId: Number(transaction.id),
    createdAt: now,
    invoiceId: request.invoiceId ?? null,
  });
  return { transaction, contract: await contractView(tx, contract, now) };
}
