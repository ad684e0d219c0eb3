import type { HandlersOf } from '../context';
import { describeRecipient, internalTransfer, recentRecipients } from './transfers';

export const transferHandlers: HandlersOf<
  'findTransferRecipient' | 'recentTransferRecipients' | 'internalTransfer'
> = {
  async findTransferRecipient({ db, input }) {
    return describeRecipient(db, input.query.query);
  },

  async recentTransferRecipients({ db, auth }) {
    return { recipients: await recentRecipients(db, auth.user.id) };
  },

  async internalTransfer({ sb, db, auth, spend, input }) {
    return internalTransfer(sb, db, auth.user, spend, input.body);
  },
};
