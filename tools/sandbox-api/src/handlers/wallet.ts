import type { HandlersOf } from '../context';
import { canonicalToken } from '../domain/assets';
import { depositAddressFor } from '../wallet/deposits';

export const walletHandlers: HandlersOf<'depositAddress'> = {
  async depositAddress({ sb, db, auth, input }) {
    const { token, network, contract } = input.query;
    return depositAddressFor(sb, db, auth.user.id, canonicalToken(token), network, contract);
  },
};
