import type { HandlersOf } from '../context';
import { orderTrade, quoteTrade } from './otc';

export const otcHandlers: HandlersOf<'otcPrice' | 'otcOrder'> = {
  async otcPrice({ sb, db, auth, input }) {
    return quoteTrade(sb, db, auth.user, input.body);
  },
  async otcOrder({ sb, db, auth, input }) {
    return orderTrade(sb, db, auth.user, input.body.swapToken);
  },
};
