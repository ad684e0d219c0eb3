import {
  RIAL_WITHDRAW_FEE,
  RIAL_WITHDRAW_MAX_TOMAN,
  RIAL_WITHDRAW_MIN_TOMAN,
  RIAL_WITHDRAW_SETTLEMENT_MINUTES,
  type RialWithdrawPreview,
  type RialWithdrawRequest,
  type RialWithdrawStatus,
} from '@wallet/api';
import { add, bankOfIbanCode, cmp, ibanBankCode, max, sub } from '@wallet/core';
import type { Sandbox } from '../../context';
import type { Db } from '../../db/client';
import { ApiFailure } from '../../errors';
import { isFlagOn } from '../../config/flags';
import type { UserRow } from '../../profile/tables';
import { SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../../money/ledger';
import { ledgerBalance, recordTransaction, transactionView } from '../../money/transactions';
import { checkSpend, guardSpend } from '../../money/spend-guard';
import type { SpendContext } from '../../context';
import { FIAT_TOKEN, isTwoFactorOn, spendLimits } from '../../money/spend-rules';
import {
  checkRialWithdrawAmount,
  ibanView,
  maskedIban,
  refuseIfRialWithdrawPaused,
  registeredIban,
  rialWithdrawFee,
} from './rules';

/** The flow's own checks, inside the spend guard: flags, the registered IBAN, the bounds, the fee, the balance. */
async function rialWithdrawChecks(
  db: Db,
  user: UserRow,
  request: { iban: string; amount: string; fee?: string },
) {
  await refuseIfRialWithdrawPaused(db);
  const iban = await registeredIban(db, user.id, request.iban);
  const amount = checkRialWithdrawAmount(request.amount, 'amount');
  const fee = rialWithdrawFee(amount);
  if (request.fee !== undefined && cmp(request.fee, fee) !== 0) {
    throw new ApiFailure(409, 'RIAL_WITHDRAW_FEE_CHANGED');
  }
  const total = add(amount, fee);
  const balance = (await ledgerBalance(db, user.id, FIAT_TOKEN)) ?? '0';
  if (cmp(balance, total) < 0) throw new ApiFailure(422, 'INSUFFICIENT_USER_BALANCE');
  return { iban, amount, fee, total };
}

/** What is left of the level's daily Toman limit now; null below level 1. */
async function dailyLimitLeft(db: Db, user: UserRow, now: Date) {
  const limits = await spendLimits(db, user, 'FIAT', now);
  if (!limits) return null;
  return { daily: limits.daily, left: max('0', sub(limits.daily, limits.dailyUsed)) };
}

export async function rialWithdrawStatus(sb: Sandbox, db: Db, user: UserRow): Promise<RialWithdrawStatus> {
  const limit = await dailyLimitLeft(db, user, sb.clock.now());
  return {
    minAmount: RIAL_WITHDRAW_MIN_TOMAN,
    maxAmount: RIAL_WITHDRAW_MAX_TOMAN,
    dailyLimit: limit?.daily ?? null,
    dailyLimitLeft: limit?.left ?? null,
    settlementMinutes: RIAL_WITHDRAW_SETTLEMENT_MINUTES,
    isPaused: await isFlagOn(db, 'RIAL_WITHDRAW_LIMIT'),
    isRestricted: await isFlagOn(db, 'IRGC_LIMIT'),
    isDelayWarned: await isFlagOn(db, 'RIAL_WITHDRAW_WARN_LIMIT'),
    fee: { rate: RIAL_WITHDRAW_FEE.rate, min: RIAL_WITHDRAW_FEE.minToman, max: RIAL_WITHDRAW_FEE.maxToman },
  };
}

/** The withdrawal priced now, after every check the withdrawal makes except the two-factor code. */
export async function previewRialWithdraw(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  query: { iban: string; amount: string },
): Promise<RialWithdrawPreview> {
  const checked = await checkSpend(sb, db, user, { token: FIAT_TOKEN, amount: query.amount }, () =>
    rialWithdrawChecks(db, user, query),
  );
  const limit = await dailyLimitLeft(db, user, sb.clock.now());
  return {
    iban: ibanView(checked.iban),
    amount: checked.amount,
    fee: checked.fee,
    totalAmount: checked.total,
    receivedAmount: checked.amount,
    settlementMinutes: RIAL_WITHDRAW_SETTLEMENT_MINUTES,
    dailyLimitLeft: limit?.left ?? '0',
    isDelayWarned: await isFlagOn(db, 'RIAL_WITHDRAW_WARN_LIMIT'),
    isTwoFactorRequired: await isTwoFactorOn(db, user.id),
  };
}

/**
 * Sends Toman to a registered IBAN: the spend guard (blocks, level, Toman limits, two-factor) inside the call's
 * transaction, then amount plus fee from the user's IRT account to the bank in one ledger entry, and a WITHDRAW
 * transaction on channel BANK at TRANSACTION_CREATED that the settlement watcher moves on.
 */
export async function rialWithdraw(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  spend: SpendContext,
  request: RialWithdrawRequest,
) {
  const at = sb.clock.now();
  const guarded = await guardSpend(sb, db, user, spend, { token: FIAT_TOKEN, amount: request.amount }, () =>
    rialWithdrawChecks(db, user, request),
  );
  const bank = bankOfIbanCode(ibanBankCode(guarded.iban.number));
  const entryId = await transfer(db, {
    kind: 'RIAL_WITHDRAW',
    description: `Rial withdrawal to IBAN ${guarded.iban.id}`,
    userId: user.id,
    from: await userAccount(db, user.id, FIAT_TOKEN),
    to: await systemAccount(db, SYSTEM_ACCOUNTS.BANK, FIAT_TOKEN),
    amount: guarded.total,
    at,
    permit: guarded.permit,
  });
  const row = await recordTransaction(db, {
    userId: user.id,
    type: 'WITHDRAW',
    channel: 'BANK',
    token: FIAT_TOKEN,
    status: 'TRANSACTION_CREATED',
    amount: guarded.total,
    fee: guarded.fee,
    receiverAddress: maskedIban(guarded.iban.number),
    counterparty: `${bank?.name ?? ''} ${maskedIban(guarded.iban.number)}`.trim(),
    entryId,
    usdValue: guarded.usdValue,
    at,
  });
  return transactionView(row);
}
