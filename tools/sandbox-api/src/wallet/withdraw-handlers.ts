import type { HandlersOf } from '../context';
import { lockAccount, withdrawStatusOf } from './withdraw-rules';
import { runExpressTask } from '../express/dispatch';
import { priceWithdraw } from './withdrawals';
import { priceExpressWithdraw } from '../express/withdraw/receipt';

export const withdrawHandlers: HandlersOf<
  'withdrawReceipt' | 'runExpressTask' | 'withdrawStatus' | 'lockAccount'
> = {
  async withdrawReceipt({ sb, db, auth, input }) {
    if (!input.body.useAccountBalance) return priceExpressWithdraw(sb, db, auth.user, input.body);
    return priceWithdraw(sb, db, auth.user, input.body);
  },
  async runExpressTask({ sb, db, auth, spend, input }) {
    return runExpressTask(sb, db, auth.user, spend, input.params.taskId);
  },
  async withdrawStatus({ sb, db, auth }) {
    return withdrawStatusOf(sb, db, auth.user);
  },
  async lockAccount({ sb, db, auth }) {
    return lockAccount(sb, db, auth.user);
  },
};
