import type { Sandbox, SpendContext } from '../context';
import type { Db } from '../db/client';
import type { UserRow } from '../profile/tables';
import { runWithdrawTask } from '../wallet/withdrawals';
import { runBuyTask } from './buy/run';
import { takeExpressTask } from './tasks';
import { runExpressWithdrawTask } from './withdraw/run';

/**
 * Runs the user's express task once (POST /v1/express/tasks/{taskId}/run). Each kind runs its own way: a kind
 * without its case here leaves the call without an answer, which does not compile.
 */
export async function runExpressTask(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  spend: SpendContext,
  taskId: string,
) {
  const task = await takeExpressTask(sb, db, user.id, taskId);
  switch (task.kind) {
    case 'WITHDRAW':
      return runWithdrawTask(sb, db, user, spend, task);
    case 'BUY':
      return runBuyTask(sb, db, user, task);
    case 'EXPRESS_WITHDRAW':
      return runExpressWithdrawTask(sb, db, user, spend, task);
  }
}
