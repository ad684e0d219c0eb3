import type { HandlersOf } from '../../context';
import { identifiedDepositsOf } from './incoming-transfers';
import { cashInInstructions, refuseBelowLevelOne } from './instructions';

/** The newest transfers the page lists. */
const LISTED_DEPOSITS = 50;

export const cashInHandlers: HandlersOf<'cashInCode' | 'identifiedDeposits'> = {
  cashInCode: ({ sb, db, auth, input }) =>
    cashInInstructions(sb, db, auth.user, input.query.method ?? 'CASH_IN_CODE'),
  async identifiedDeposits({ db, auth }) {
    refuseBelowLevelOne(auth.user);
    return { deposits: await identifiedDepositsOf(db, auth.user.id, LISTED_DEPOSITS) };
  },
};
