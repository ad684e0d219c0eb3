import type { HandlersOf } from '../../context';
import { priceExpressBuy, readExpressBuy } from './receipt';

export const expressBuyHandlers: HandlersOf<'expressBuyReceipt' | 'expressBuy'> = {
  async expressBuyReceipt({ sb, db, auth, input }) {
    return priceExpressBuy(sb, db, auth.user, input.body);
  },
  async expressBuy({ sb, db, auth, input }) {
    return readExpressBuy(sb, db, auth.user, input.params.taskId);
  },
};
