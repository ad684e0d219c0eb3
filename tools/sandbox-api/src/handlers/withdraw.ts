import type { HandlersOf } from '../context';
import { lockAccount, withdrawStatusOf } from '../wallet/withdraw-rules';
import { priceWithdraw, runExpressTask } from '../wallet/withdrawals';

export const withdrawHandlers: HandlersOf<
  'withdrawReceipt' | 'runExpressTask' | 'withdrawStatus' | 'lockAccount'
> = {
  async withdrawReceipt({ sb, db, auth, input }) {
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
