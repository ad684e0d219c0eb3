import type { HandlersOf } from '../context';
import { lockAccount, withdrawStatusOf } from './withdraw-rules';
import { runBuyTask } from '../express/buy/run';
import { takeExpressTask } from './express-tasks';
import { priceWithdraw, runWithdrawTask } from './withdrawals';
import { priceExpressWithdraw } from '../express/withdraw/receipt';
import { runExpressWithdrawTask } from '../express/withdraw/run';

export const withdrawHandlers: HandlersOf<
  'withdrawReceipt' | 'runExpressTask' | 'withdrawStatus' | 'lockAccount'
> = {
  async withdrawReceipt({ sb, db, auth, input }) {
    if (!input.body.useAccountBalance) return priceExpressWithdraw(sb, db, auth.user, input.body);
    return priceWithdraw(sb, db, auth.user, input.body);
  },
  async runExpressTask({ sb, db, auth, spend, input }) {
    const task = await takeExpressTask(sb, db, auth.user.id, input.params.taskId);
    // Each kind runs its own way: a kind without its case here leaves this call without an answer, which does
    // not compile.
    switch (task.kind) {
      case 'WITHDRAW':
        return runWithdrawTask(sb, db, auth.user, spend, task);
      case 'BUY':
        return runBuyTask(sb, db, auth.user, task);
      case 'EXPRESS_WITHDRAW':
        return runExpressWithdrawTask(sb, db, auth.user, spend, task);
    }
  },
  async withdrawStatus({ sb, db, auth }) {
    return withdrawStatusOf(sb, db, auth.user);
  },
  async lockAccount({ sb, db, auth }) {
    return lockAccount(sb, db, auth.user);
  },
};
