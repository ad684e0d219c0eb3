import type { HandlersOf } from '../context';
import { refuseIfFlagOn } from '../config/flags';
import { withLock } from '../db/locks';
import { canonicalToken } from '../config/coins';
import { depositAddressFor } from './deposits';

export const depositHandlers: HandlersOf<'depositAddress'> = {
  async depositAddress({ sb, db, auth, input }) {
    const { token, network, contract } = input.query;
    await refuseIfFlagOn(db, 'CRYPTO_DEPOSIT_LIMIT', 'CRYPTO_DEPOSIT_LIMITED');
    const symbol = canonicalToken(token);
    // Looking for the current address and issuing one is check-then-write: parallel first requests (a
    // double tap, two tabs) must see one another's address rather than each issue their own.
    return withLock(db, `deposit-address:${auth.user.id}:${symbol}:${network}`, (tx) =>
      depositAddressFor(sb, tx, auth.user.id, symbol, network, contract),
    );
  },
};
