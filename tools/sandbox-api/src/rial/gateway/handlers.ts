import type { HandlersOf } from '../../context';
import { depositAllowance } from './daily-cap';
import { ownPayment, paymentView, startPayment } from './payments';
import { refuseBelowBankingLevel } from '../banking-level';

export const gatewayHandlers: HandlersOf<'startGatewayPayment' | 'gatewayPayment' | 'depositAllowance'> = {
  async startGatewayPayment({ sb, db, auth, input, request }) {
    const row = await startPayment(sb, db, auth.user, input.body, request.country);
    return paymentView(row, sb.clock.now(), request.origin);
  },
  async gatewayPayment({ sb, db, auth, input, request }) {
    return paymentView(await ownPayment(db, auth.user.id, input.params.id), sb.clock.now(), request.origin);
  },
  async depositAllowance({ sb, db, auth }) {
    refuseBelowBankingLevel(auth.user);
    return depositAllowance(db, auth.user.id, sb.clock.now());
  },
};
