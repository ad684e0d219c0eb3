import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import {
  ACCOUNT_LOCK_HOURS,
  CRYPTO_WITHDRAW_LIMITS_USD,
  EXPRESS_TASK_TTL_SECONDS,
  FIAT_DEPOSIT_CRYPTO_LOCK_HOURS,
  type CoinConfig,
  type TransactionStatus,
  type WithdrawBlockReason,
  type WithdrawReceipt,
  type WithdrawReceiptRequest,
  type WithdrawStatus,
} from '@wallet/api';
import {
  add,
  addressProblem,
  cmp,
  mul,
  roundHalfUp,
  withdrawAmountProblem,
  withdrawTotal,
} from '@wallet/core';
import { DAY_MS, HOUR_MS } from '../clock';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { lockForTransaction } from '../db/locks';
import {
  coins,
  expressTasks,
  fiatDeposits,
  transactions,
  users,
  type TransactionRow,
  type UserRow,
} from '../db/schema';
import { canonicalToken } from '../domain/assets';
import { canonicalDecimal } from '../domain/decimal';
import { ApiFailure } from '../http/failure';
import { SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../ledger/ledger';
import { toDecimalString } from '../market/prices';
import { ledgerBalance, recordTransaction, transactionView } from '../transactions/transactions';
import { addressFor, BLOCK_SECONDS, findNetwork } from './deposits';
import { twoFactorBlockUntil, isTwoFactorOn } from './two-factor';

/** An admin looks at a new withdrawal within this long; the sandbox accepts it then if no one has. */
export const ADMIN_REVIEW_SECONDS = 300;
/** From acceptance to the transaction being on the network. */
export const PUBLISH_SECONDS = 30;
const DEFAULT_BLOCK_SECONDS = 10;
const USD_DECIMALS = 8;

/** Withdrawals that still count against the limits: every one not rejected. */
const COUNTED_STATUSES: TransactionStatus[] = [
  'TRANSACTION_CREATED',
  'ACCEPTED_BY_ADMIN',
  'PUBLISHED_TO_NETWORK',
  'CONFIRMED_BY_NETWORK',
];

type Limits = NonNullable<WithdrawStatus['limits']>;

async function coinConfig(db: Db, token: string): Promise<CoinConfig> {
  const [row] = await db.select({ config: coins.config }).from(coins).where(eq(coins.token, token));
  if (!row) throw new ApiFailure(404, 'UNKNOWN_COIN');
  return row.config;
}

/** Spec 000 §4: what blocks withdrawals now, each with the moment it ends. */
export async function withdrawBlocks(
  db: Db,
  user: UserRow,
  now: Date,
): Promise<{ reason: WithdrawBlockReason; until: Date }[]> {
  const blocks: { reason: WithdrawBlockReason; until: Date }[] = [];
  const [fresh] = await db
    .select({ until: users.accountLockedUntil })
    .from(users)
    .where(eq(users.id, user.id));
  if (fresh?.until && fresh.until > now) blocks.push({ reason: 'ACCOUNT_LOCK', until: fresh.until });
  const twoFactorUntil = await twoFactorBlockUntil(db, user.id, now);
  if (twoFactorUntil) blocks.push({ reason: 'TWO_FACTOR_ENABLED', until: twoFactorUntil });
  const [fiat] = await db
    .select({ last: max(fiatDeposits.createdAt) })
    .from(fiatDeposits)
    .where(eq(fiatDeposits.userId, user.id));
  if (fiat?.last) {
    const until = new Date(new Date(fiat.last).getTime() + FIAT_DEPOSIT_CRYPTO_LOCK_HOURS * HOUR_MS);
    if (until > now) blocks.push({ reason: 'FIAT_DEPOSIT', until });
  }
  return blocks;
}

const BLOCK_ERRORS = {
  ACCOUNT_LOCK: 'ACCOUNT_LOCKED',
  TWO_FACTOR_ENABLED: 'WITHDRAW_BLOCKED_AFTER_TWO_FACTOR',
  FIAT_DEPOSIT: 'USER_BALANCE_LOCKED',
} as const;

/** 422, not 403: a 403 starts the session flow in the client (spec 001 §8). */
async function refuseIfBlocked(db: Db, user: UserRow, now: Date): Promise<void> {
  const [block] = await withdrawBlocks(db, user, now);
  if (block) throw new ApiFailure(422, BLOCK_ERRORS[block.reason]);
}

async function usedUsd(db: Db, userId: number, since: Date): Promise<string> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${transactions.usdValue})` })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.type, 'WITHDRAW'),
        eq(transactions.channel, 'NETWORK'),
        inArray(transactions.status, COUNTED_STATUSES),
        gt(transactions.createdAt, since),
      ),
    );
  return canonicalDecimal(row?.total ?? '0');
}

/** Spec 000 §6: the level's USD limits per 24 h and per 30 days, and what is used of each; null if none. */
export async function withdrawLimits(db: Db, user: UserRow, now: Date): Promise<Limits | null> {
  const limits = CRYPTO_WITHDRAW_LIMITS_USD[user.level as keyof typeof CRYPTO_WITHDRAW_LIMITS_USD];
  if (!limits) return null;
  return {
    dailyUsd: limits.daily,
    monthlyUsd: limits.monthly,
    dailyUsedUsd: await usedUsd(db, user.id, new Date(now.getTime() - DAY_MS)),
    monthlyUsedUsd: await usedUsd(db, user.id, new Date(now.getTime() - 30 * DAY_MS)),
  };
}

export async function withdrawStatusOf(sb: Sandbox, db: Db, user: UserRow): Promise<WithdrawStatus> {
  const now = sb.clock.now();
  return {
    level: user.level,
    limits: await withdrawLimits(db, user, now),
    blocks: (await withdrawBlocks(db, user, now)).map((block) => ({
      reason: block.reason,
      until: block.until.toISOString(),
    })),
    isTwoFactorRequired: await isTwoFactorOn(db, user.id),
  };
}

function refuseOverLimit(limits: Limits, totalUsd: string): void {
  if (cmp(add(limits.dailyUsedUsd, totalUsd), limits.dailyUsd) > 0) {
    throw new ApiFailure(422, 'LIMIT_DAILY_WITHDRAW_EXCEEDED');
  }
  if (cmp(add(limits.monthlyUsedUsd, totalUsd), limits.monthlyUsd) > 0) {
    throw new ApiFailure(422, 'LIMIT_MONTHLY_WITHDRAW_EXCEEDED');
  }
}

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
    at: now,
  });
  const [withValue] = await db
    .update(transactions)
    .set({ usdValue: priced.totalUsd })
    .where(eq(transactions.id, row.id))
    .returning();
  await db
    .update(expressTasks)
    .set({ ranAt: now, transactionId: row.id })
    .where(eq(expressTasks.id, task.id));
  return { kind: 'WITHDRAW' as const, transaction: transactionView(withValue!) };
}

export async function runExpressTask(sb: Sandbox, db: Db, user: UserRow, taskId: string) {
  return runWithdrawTask(sb, db, user, taskId);
}

/** POST /v1/wallet/account-lock: 72 h without withdrawals; a lock in force is neither shortened nor reset. */
export async function lockAccount(sb: Sandbox, db: Db, user: UserRow) {
  const now = sb.clock.now();
  const [fresh] = await db
    .select({ until: users.accountLockedUntil })
    .from(users)
    .where(eq(users.id, user.id));
  if (fresh?.until && fresh.until > now) throw new ApiFailure(409, 'ACCOUNT_ALREADY_LOCKED');
  const until = new Date(now.getTime() + ACCOUNT_LOCK_HOURS * HOUR_MS);
  await db.update(users).set({ accountLockedUntil: until }).where(eq(users.id, user.id));
  return { lockedUntil: until.toISOString() };
}

/** A Rial deposit (the sandbox's stand-in for the bank): credited through the ledger, and recorded. */
export async function receiveFiatDeposit(sb: Sandbox, db: Db, userId: number, amount: string) {
  const now = sb.clock.now();
  const entryId = await transfer(db, {
    kind: 'FIAT_DEPOSIT',
    description: 'Rial deposit',
    userId,
    from: await systemAccount(db, SYSTEM_ACCOUNTS.BANK, 'IRT'),
    to: await userAccount(db, userId, 'IRT'),
    amount,
    at: now,
  });
  await db.insert(fiatDeposits).values({ userId, amount, entryId, createdAt: now });
  return { balance: (await ledgerBalance(db, userId, 'IRT')) ?? '0' };
}

async function lockedWithdrawal(db: Db, id: number): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(eq(transactions.id, id), eq(transactions.type, 'WITHDRAW'), eq(transactions.channel, 'NETWORK')),
    )
    .for('update');
  return row;
}

const hashFor = (network: string, seed: string) => {
  const hex = addressFor('ETH', seed).slice(2) + addressFor('ETH', `${seed}:2`).slice(2, 26);
  return network === 'ETH' || network === 'BSC' || network === 'AVAX_C' ? `0x${hex}` : hex;
};

/**
 * The admin's decision on a withdrawal still at TRANSACTION_CREATED. Accepting moves it on; rejecting
 * refunds the whole amount through the ledger, in the same database transaction, once.
 */
export async function decideWithdrawal(sb: Sandbox, id: number, decision: 'accept' | 'reject') {
  return sb.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await lockedWithdrawal(tx, id);
    if (!row) throw new ApiFailure(404, 'TRANSACTION_NOT_FOUND');
    if (row.status !== 'TRANSACTION_CREATED') throw new ApiFailure(409, 'WITHDRAWAL_ALREADY_DECIDED');
    const now = sb.clock.now();
    if (decision === 'accept') {
      const [accepted] = await tx
        .update(transactions)
        .set({ status: 'ACCEPTED_BY_ADMIN', updatedAt: now })
        .where(eq(transactions.id, id))
        .returning();
      return transactionView(accepted!);
    }
    const refundId = await transfer(tx, {
      kind: 'WITHDRAW_REFUND',
      description: `Refund of rejected withdrawal ${row.uniqueId}`,
      userId: row.userId,
      from: await systemAccount(tx, SYSTEM_ACCOUNTS.CHAIN, row.token),
      to: await userAccount(tx, row.userId, row.token),
      amount: row.amount,
      at: now,
    });
    const [rejected] = await tx
      .update(transactions)
      .set({
        status: 'REJECTED_BY_ADMIN',
        balanceAfter: await ledgerBalance(tx, row.userId, row.token),
        updatedAt: now,
      })
      .where(eq(transactions.id, id))
      .returning();
    sb.log(`withdrawal ${row.id} rejected and refunded (entry ${refundId})`);
    return transactionView(rejected!);
  });
}

/**
 * Moves withdrawals along on the sandbox clock (spec 000 §4): TRANSACTION_CREATED is accepted after
 * ADMIN_REVIEW_SECONDS if no admin decided, PUBLISHED_TO_NETWORK (with a hash) PUBLISH_SECONDS after
 * acceptance, then CONFIRMED_BY_NETWORK once the network's confirmations have passed at its block time.
 */
export async function advanceWithdrawals(sb: Sandbox): Promise<number> {
  const moving = await sb.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.type, 'WITHDRAW'),
        eq(transactions.channel, 'NETWORK'),
        inArray(transactions.status, ['TRANSACTION_CREATED', 'ACCEPTED_BY_ADMIN', 'PUBLISHED_TO_NETWORK']),
      ),
    )
    .orderBy(asc(transactions.id));
  let moved = 0;
  for (const candidate of moving) {
    const didMove = await sb.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const found = await lockedWithdrawal(tx, candidate.id);
      if (!found) return false;
      let row: TransactionRow = found;
      const nowMs = sb.clock.nowMs();
      const blockSeconds = BLOCK_SECONDS[row.network ?? ''] ?? DEFAULT_BLOCK_SECONDS;
      const config = await coinConfig(tx, row.token);
      const required = config.networks.find((n) => n.network === found.network)?.confirmations ?? 1;
      let didChange = false;
      // Each step is dated when it was due, so a clock moved far ahead passes every step in order.
      for (;;) {
        const since = (nowMs - row.updatedAt.getTime()) / 1000;
        const from = row.updatedAt.getTime();
        const at = (seconds: number) => new Date(from + seconds * 1000);
        let change: Partial<typeof transactions.$inferInsert> | null = null;
        if (row.status === 'TRANSACTION_CREATED' && since >= ADMIN_REVIEW_SECONDS) {
          change = { status: 'ACCEPTED_BY_ADMIN', updatedAt: at(ADMIN_REVIEW_SECONDS) };
        } else if (row.status === 'ACCEPTED_BY_ADMIN' && since >= PUBLISH_SECONDS) {
          change = {
            status: 'PUBLISHED_TO_NETWORK',
            hash: hashFor(row.network ?? '', `withdraw:${row.uniqueId}`),
            confirmationsSeen: 0,
            confirmationsRequired: required,
            updatedAt: at(PUBLISH_SECONDS),
          };
        } else if (row.status === 'PUBLISHED_TO_NETWORK') {
          const seen = Math.min(required, Math.floor(since / blockSeconds));
          if (seen >= required) {
            change = {
              status: 'CONFIRMED_BY_NETWORK',
              confirmationsSeen: required,
              updatedAt: at(required * blockSeconds),
            };
          } else if (seen !== (row.confirmationsSeen ?? 0)) {
            // Confirmations seen so far; updatedAt keeps marking when it was published.
            await tx.update(transactions).set({ confirmationsSeen: seen }).where(eq(transactions.id, row.id));
            return true;
          }
        }
        if (!change) break;
        const [next] = await tx
          .update(transactions)
          .set(change)
          .where(eq(transactions.id, row.id))
          .returning();
        row = next!;
        didChange = true;
      }
      return didChange;
    });
    if (didMove) moved++;
  }
  return moved;
}
