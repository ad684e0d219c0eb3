import type { CoinConfig, WithdrawReceipt, WithdrawReceiptRequest } from '@wallet/api';
import { addressProblem, withdrawAmountProblem, withdrawTotal } from '@wallet/core';
import type { Sandbox, SpendContext } from '../context';
import type { Db } from '../db/client';
import type { UserRow } from '../profile/tables';
import { canonicalDecimal } from '../decimal';
import { ApiFailure } from '../errors';
import { SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../money/ledger';
import { ledgerBalance, recordTransaction, transactionView } from '../money/transactions';
import { addressFor, findNetwork } from './deposits';
import {
  createExpressTask,
  markExpressTaskRun,
  type ExpressTask,
  type ExpressTaskPayload,
} from '../express/tasks';
import { checkSpend, guardSpend, type CheckedSpend, type SpendPermit } from '../money/spend-guard';
import { isTwoFactorOn } from '../money/spend-rules';

type PricedWithdraw = ExpressTaskPayload<'WITHDRAW'>;

/**
 * A withdrawal's own checks (spec 000 §5), run by the spend guard between its level check and its blocks and
 * limits: the network is one of the coin's own, the address and memo fit it, the amount is at least the
 * minimum and the balance pays it with its fee. An express withdraw (`isBought`) buys the amount and the fee
 * just before sending them, so its balance is what it buys.
 */
export function withdrawChecks(
  db: Db,
  user: UserRow,
  request: WithdrawRequest,
  { isBought = false }: { isBought?: boolean } = {},
) {
  return async (config: CoinConfig) => {
    const network = findNetwork(config, request.network, request.contract);
    const memo = request.memo ?? null;
    const addressIssue = addressProblem(network, request.address, memo, { isMemoRequired: true });
    if (addressIssue) throw new ApiFailure(400, addressIssue);
    const balance = isBought
      ? withdrawTotal(network, request.amount)
      : ((await ledgerBalance(db, user.id, config.token)) ?? '0');
    const amountIssue = withdrawAmountProblem(network, request.amount, balance);
    if (amountIssue)
      throw new ApiFailure(amountIssue === 'AMOUNT_BELOW_MIN_WITHDRAW' ? 400 : 422, amountIssue);
    return {
      network: network.network,
      contract: network.contract,
      address: request.address,
      memo,
      amount: canonicalDecimal(request.amount),
      fee: canonicalDecimal(network.withdrawFee),
      total: withdrawTotal(network, request.amount),
    };
  };
}

type WithdrawRequest = Omit<WithdrawReceiptRequest, 'useAccountBalance'>;

type WithdrawFlow = Awaited<ReturnType<ReturnType<typeof withdrawChecks>>>;

export function pricedView(checked: CheckedSpend<WithdrawFlow>): PricedWithdraw {
  return {
    token: checked.token,
    network: checked.network,
    contract: checked.contract,
    address: checked.address,
    memo: checked.memo,
    amount: checked.amount,
    fee: checked.fee,
    totalAmount: checked.total,
    totalUsd: checked.usdValue,
  };
}

export function receiptView(
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
  const priced = pricedView(await checkSpend(sb, db, user, request, withdrawChecks(db, user, request)));
  const task = await createExpressTask(sb, db, user.id, 'WITHDRAW', priced);
  return receiptView(task, priced, await isTwoFactorOn(db, user.id));
}

/** The wallet's hot wallet on a network, where withdrawals are sent from. */
const hotWallet = (network: string) => addressFor(network, `sandbox-hot-wallet:${network}`);

/**
 * POST /v1/express/tasks/{taskId}/run for a withdrawal, inside the call's database transaction, the task taken
 * under a row lock (takeExpressTask), so it runs once. The spend guard checks everything again (the balance,
 * blocks and limits may have changed since the receipt), one spend of the user's at a time. The total leaves
 * the balance in one ledger entry; the ledger refuses an overdraft.
 */
export async function runWithdrawTask(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  spend: SpendContext,
  task: ExpressTask<'WITHDRAW'>,
) {
  const now = sb.clock.now();
  const asked = task.payload;
  const guarded = await guardSpend(sb, db, user, spend, asked, withdrawChecks(db, user, asked));
  const priced = pricedView(guarded);
  if (priced.fee !== asked.fee) throw new ApiFailure(422, 'TASK_EXPIRED');
  const row = await sendWithdrawal(
    db,
    user,
    { taskId: task.id, asked, usdValue: priced.totalUsd, at: now },
    guarded.permit,
  );
  await markExpressTaskRun(db, task.id, now, row.id);
  return { kind: task.kind, transaction: transactionView(row) };
}

/**
 * Sends a checked withdrawal: its total leaves the user's balance for the chain in one ledger entry (with the
 * spend guard's permit), and a WITHDRAW transaction starts at TRANSACTION_CREATED, its refId the task's id.
 */
export async function sendWithdrawal(
  db: Db,
  user: UserRow,
  withdrawal: { taskId: string; asked: PricedWithdraw; usdValue: string; at: Date },
  permit: SpendPermit,
) {
  const { asked, at: now } = withdrawal;
  const entryId = await transfer(db, {
    kind: 'CHAIN_WITHDRAW',
    description: `Withdraw ${asked.totalAmount} ${asked.token} to ${asked.address} on ${asked.network}`,
    userId: user.id,
    from: await userAccount(db, user.id, asked.token),
    to: await systemAccount(db, SYSTEM_ACCOUNTS.CHAIN, asked.token),
    amount: asked.totalAmount,
    at: now,
    permit,
  });
  return recordTransaction(db, {
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
    refId: withdrawal.taskId,
    entryId,
    usdValue: withdrawal.usdValue,
    at: now,
  });
}
