import type { HandlersOf } from '../../context';
import { cancelPayment, confirmPayment, createPayment, ownPayment, paymentView } from './payments';

export const cardToCardHandlers: HandlersOf<
  'createCardToCardPayment' | 'cardToCardPayment' | 'confirmCardToCardPayment' | 'cancelCardToCardPayment'
> = {
  async createCardToCardPayment({ sb, auth, input }) {
    const now = sb.clock.now();
    return paymentView(await createPayment(sb.db, auth.user, input.body, now), now);
  },
  async cardToCardPayment({ sb, db, auth, input }) {
    return paymentView(await ownPayment(db, auth.user.id, input.params.id), sb.clock.now());
  },
  confirmCardToCardPayment: ({ sb, auth, input }) =>
    sb.db.transaction(async (tx) => {
      const now = sb.clock.now();
      return paymentView(await confirmPayment(tx, auth.user.id, input.params.id, now), now);
    }),
  cancelCardToCardPayment: ({ sb, auth, input }) =>
    sb.db.transaction(async (tx) =>
      paymentView(await cancelPayment(tx, auth.user.id, input.params.id), sb.clock.now()),
    ),
};
