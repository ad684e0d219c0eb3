import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { EXPRESS_TASK_TTL_SECONDS, withdrawReceipt, type ExpressTaskKind } from '@wallet/api';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { ApiFailure } from '../errors';
import { pricedBuy } from './buy/task';
import { lockedTomanPrice } from './withdraw/task';
import { invoices } from '../invoices/tables';
import { escrowDeadline } from '../invoices/escrow';
import { expressTasks } from '../wallet/tables';

const expressTask = <K extends ExpressTaskKind, P extends z.ZodType>(kind: K, payload: P) =>
  z.object({ kind: z.literal(kind), payload });

/** A priced withdrawal: what its receipt showed, which is what running it sends. */
const { token, network, contract, address, memo, amount, fee, totalAmount, totalUsd } = withdrawReceipt.shape;
const pricedWithdraw = z.object({
  token,
  network,
  contract,
  address,
  memo,
  amount,
  fee,
  totalAmount,
  totalUsd,
});

/**
 * The kinds of express task, each with the payload it keeps from its pricing to its run. A task is read back
 * through its kind's schema, so a payload that does not fit its kind is refused, never trusted.
 */
const EXPRESS_TASKS = z.discriminatedUnion('kind', [
  expressTask('WITHDRAW', pricedWithdraw),
  expressTask('BUY', pricedBuy),
  // An express withdraw: the withdrawal as priced, and the Toman price of its coin (amount plus fee).
  expressTask('EXPRESS_WITHDRAW', pricedWithdraw.extend({ price: lockedTomanPrice })),
]);

type ExpressTaskContent = z.output<typeof EXPRESS_TASKS>;
export type ExpressTaskPayload<K extends ExpressTaskKind> = Extract<
  ExpressTaskContent,
  { kind: K }
>['payload'];
/** A task of the user's, read back with its payload typed by its kind. */
export type ExpressTask<K extends ExpressTaskKind = ExpressTaskKind> = Extract<
  ExpressTaskContent,
  { kind: K }
> & {
  id: string;
};

/** Keeps a priced task for its user to run once, within EXPRESS_TASK_TTL_SECONDS. */
export async function createExpressTask<K extends ExpressTaskKind>(
  sb: Sandbox,
  db: Db,
  userId: number,
  kind: K,
  payload: ExpressTaskPayload<K>,
): Promise<{ id: string; expiresAt: Date }> {
  const now = sb.clock.now();
  const task = {
    id: randomUUID(),
    userId,
    kind,
    payload,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EXPRESS_TASK_TTL_SECONDS * 1000),
  };
  await db.insert(expressTasks).values(task);
  return task;
}

/**
 * The user's task, ready to run: taken under a row lock inside the call's transaction, so it runs once. A task
 * whose payload does not fit its kind (written by an older server, or altered) is refused like an expired
 * receipt, so the user prices it again.
 */
export async function takeExpressTask(
  sb: Sandbox,
  db: Db,
  userId: number,
  taskId: string,
): Promise<ExpressTask> {
  const [row] = await db
    .select()
    .from(expressTasks)
    .where(and(eq(expressTasks.id, taskId), eq(expressTasks.userId, userId)))
    .for('update');
  if (!row) throw new ApiFailure(404, 'TASK_NOT_FOUND');
  if (row.ranAt) throw new ApiFailure(409, 'TASK_ALREADY_RUN');
  if (row.expiresAt <= sb.clock.now() && !(await isPaidInTime(sb, db, row.id))) {
    throw new ApiFailure(422, 'TASK_EXPIRED');
  }
  const content = EXPRESS_TASKS.safeParse({ kind: row.kind, payload: row.payload });
  if (!content.success) throw new ApiFailure(422, 'TASK_EXPIRED');
  return { ...content.data, id: row.id };
}

/**
 * A task whose invoice was paid before the task's time ran out still runs at its price: the user paid in time
 * (an invoice is payable only until the task's expiresAt), and the money waits in the invoice escrow, until the
 * escrow's deadline: past it the money goes back to the balance, so the task no longer runs.
 */
async function isPaidInTime(sb: Sandbox, db: Db, taskId: string): Promise<boolean> {
  const [paid] = await db
    .select({ paidAt: invoices.paidAt })
    .from(invoices)
    .where(and(eq(invoices.taskId, taskId), eq(invoices.status, 'PAID')));
  return paid?.paidAt != null && escrowDeadline(paid.paidAt).getTime() > sb.clock.now().getTime();
}

/** Marks a task as run, with the transaction it made. */
export async function markExpressTaskRun(db: Db, taskId: string, at: Date, transactionId: number) {
  await db.update(expressTasks).set({ ranAt: at, transactionId }).where(eq(expressTasks.id, taskId));
}
