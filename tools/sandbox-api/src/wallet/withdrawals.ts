import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { EXPRESS_TASK_TTL_SECONDS, type WithdrawReceipt, type WithdrawReceiptRequest } from '@wallet/api';
import { addressProblem, mul, roundHalfUp, withdrawAmountProblem, withdrawTotal } from '@wallet/core';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { lockForTransaction } from '../db/locks';
import { expressTasks, type UserRow } from '../db/schema';
import { canonicalToken } from '../domain/assets';
import { canonicalDecimal } from '../domain/decimal';
import { ApiFailure } from '../http/failure';
import { SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../ledger/ledger';
import { toDecimalString } from '../market/prices';
import { ledgerBalance, recordTransaction, transactionView } from '../transactions/transactions';
import { addressFor, coinConfig, findNetwork } from './deposits';
import { isTwoFactorOn } from './two-factor';
import { refuseIfBlocked, refuseOverLimit, withdrawLimits } from './withdraw-rules';

const USD_DECIMALS = 8;

interface PricedWithdraw {
  token: string;
  network: string;
  contract: string | null;
  address: string;
  memo: string | null;
  amount: string;
  fee: string;
  totalAmount: string;
  totalUsd: string;
}

/**
 * Every check of a withdrawal before money moves (spec 000 §5, §6): the coin can be withdrawn, the network
 * is one of its own, the address and memo fit the network, the amount has the coin's decimals and is at
 * least the minimum, the balance pays it with its fee, no block holds, and the level's limits allow it.
 */
async function checkWithdraw(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  request: Omit<WithdrawReceiptRequest, 'useAccountBalance'>,
): Promise<PricedWithdraw> {
  const now = sb.clock.now();
  const token = canonicalToken(request.token);
  const config = await coinConfig(db, token);
  if (!config.features.withdraw) throw new ApiFailure(400, 'WITHDRAW_NOT_AVAILABLE');
  // A level that cannot withdraw at all hears that first, whatever else is wrong.
  const limits = await withdrawLimits(db, user, now);
  if (!limits) throw new ApiFailure(403, 'INSUFFICIENT_USER_LEVEL');
  const network = findNetwork(config, request.network, request.contract);
  const memo = request.memo ?? null;
  const addressIssue = addressProblem(network, request.address, memo, { isMemoRequired: true });
  if (addressIssue) throw new ApiFailure(400, addressIssue);
  if ((request.amount.split('.')[1]?.length ?? 0) > config.decimals) {
    throw new ApiFailure(400, 'BAD_INPUT_VALUES', `at most ${config.decimals} decimals`);
  }
  const balance = (await ledgerBalance(db, user.id, token)) ?? '0';
  const amountIssue = withdrawAmountProblem(network, request.amount, balance);
  if (amountIssue) throw new ApiFailure(amountIssue === 'AMOUNT_BELOW_MIN_WITHDRAW' ? 400 : 422, amountIssue);
  await refuseIfBlocked(db, user, now);
  const totalAmount = withdrawTotal(network, request.amount);
  const price = toDecimalString(sb.prices.usdAt(token, now.getTime()));
  const totalUsd = roundHalfUp(mul(totalAmount, price), USD_DECIMALS);
  refuseOverLimit(limits, totalUsd);
  return {
    token,
    network: network.network,
    contract: network.contract,
    address: request.address,
    memo,
    amount: canonicalDecimal(request.amount),
    fee: canonicalDecimal(network.withdrawFee),
    totalAmount,
    totalUsd,
  };
}

function receiptView(
  task: { id: string; expiresAt: Date },
  priced: PricedWithdraw,
  isTwoFactorRequired: boolean,
) {
  return {
    taskId: task.id,
    ...priced,
    expiresAt: task.expiresAt.toISOString(),
    isTwoFactorRequired,
  } satisfies WithdrawReceipt;
}

/** POST /v1/express/withdraw/receipt: checks and prices a withdrawal, and keeps it as a task to run once. */
export async function priceWithdraw(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  request: WithdrawReceiptRequest,
): Promise<WithdrawReceipt> {
  const priced = await checkWithdraw(sb, db, user, request);
  const now = sb.clock.now();
  const task = {
    id: randomUUID(),
    userId: user.id,
    kind: 'WITHDRAW' as const,
    payload: { ...priced },
    createdAt: now,
    expiresAt: new Date(now.getTime() + EXPRESS_TASK_TTL_SECONDS * 1000),
  };
  await db.insert(expressTasks).values(task);
  return receiptView(task, priced, await isTwoFactorOn(db, user.id));
}

/** The wallet's hot wallet on a network, where withdrawals are sent from. */
const hotWallet = (network: string) => addressFor(network, `sandbox-hot-wallet:${network}`);

/**
 * POST /v1/express/tasks/{taskId}/run for a withdrawal, inside the call's database transaction. The task is
 * taken under a row lock, so it runs once. Everything is checked again (the balance, blocks and limits may
 * have changed since the receipt), under a per-user lock so parallel withdrawals see each other's usage.
 * The total leaves the balance in one ledger entry; the ledger refuses an overdraft.
 */
export async function runWithdrawTask(sb: Sandbox, db: Db, user: UserRow, taskId: string) {
  const now = sb.clock.now();
  await lockForTransaction(db, `withdraw:${user.id}`);
  const [task] = await db
    .select()
    .from(expressTasks)
    .where(and(eq(expressTasks.id, taskId), eq(expressTasks.userId, user.id)))
    .for('update');
  if (!task) throw new ApiFailure(404, 'TASK_NOT_FOUND');
  if (task.ranAt) throw new ApiFailure(409, 'TASK_ALREADY_RUN');
  if (task.expiresAt <= now) throw new ApiFailure(422, 'TASK_EXPIRED');
  const asked = task.payload as unknown as PricedWithdraw;
  const priced = await checkWithdraw(sb, db, user, asked);
  if (priced.fee !== asked.fee) throw new ApiFailure(422, 'TASK_EXPIRED');

  const entryId = await transfer(db, {
    kind: 'CHAIN_WITHDRAW',
    description: `Withdraw ${asked.totalAmount} ${asked.token} to ${asked.address} on ${asked.network}`,
    userId: user.id,
    from: await userAccount(db, user.id, asked.token),
    to: await systemAccount(db, SYSTEM_ACCOUNTS.CHAIN, asked.token),
    amount: asked.totalAmount,
    at: now,
  });
  const row = await recordTransaction(db, {
    userId: user.id,
    type: 'WITHDRAW',
    channel: 'NETWORK',
    token: asked.token,
    status: 'TRANSACTION_CREATED',
    amount: asked.totalAmount,
    fee: asked.fee,
    network: asked.network,
    senderAddress: hotWallet(asked.network),
    receiverAddress: asked.address,
    memo: asked.memo,
    refId: task.id,
    entryId,
    usdValue: priced.totalUsd,
    at: now,
  });
  await db
    .update(expressTasks)
    .set({ ranAt: now, transactionId: row.id })
    .where(eq(expressTasks.id, task.id));
  return { kind: 'WITHDRAW' as const, transaction: transactionView(row) };
}

export async function runExpressTask(sb: Sandbox, db: Db, user: UserRow, taskId: string) {
  return runWithdrawTask(sb, db, user, taskId);
}
