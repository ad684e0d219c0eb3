import { DEFAULT_PREMIUM_MONTHS } from '@wallet/api';
import type { HandlersOf, Sandbox } from '../context';
import type { Db } from '../db/client';
import { settleIfDue } from './delivery';
import {
  createJetton,
  invoiceOf,
  jettonView,
  ownJetton,
  recipientOf,
  redeemJetton,
  userJettons,
} from './jettons';
import { shopProducts } from './products';
import type { JettonRow } from './tables';

/**
 * A jetton as read now: a Fragment order that is due is settled first, so the page never waits on the watcher.
 * Read again after, whoever settled it: the watcher may have settled it while this read waited for the lock.
 */
async function readJetton(sb: Sandbox, db: Db, userId: number, row: JettonRow) {
  const wasDue = row.status === 'DELIVERING';
  if (wasDue) await settleIfDue(sb, row);
  const current = wasDue ? await ownJetton(db, userId, String(row.id)) : row;
  return jettonView(current, await invoiceOf(db, current), sb.clock.now());
}

export const shopHandlers: HandlersOf<
  'shopProducts' | 'premiumRecipient' | 'createJetton' | 'jetton' | 'jettons' | 'redeemJetton'
> = {
  async shopProducts({ sb, db, auth }) {
    return shopProducts(sb, db, auth.user.id);
  },

  async premiumRecipient({ db, input }) {
    const account = await recipientOf(db, input.query.username);
    return {
      username: account.username,
      name: account.name,
      photo: account.photo,
      months: Number(input.query.months ?? DEFAULT_PREMIUM_MONTHS),
    };
  },

  async createJetton({ sb, db, auth, input }) {
    const { row, invoice } = await createJetton(sb, db, auth.user.id, input.body);
    return jettonView(row, invoice, sb.clock.now());
  },

  async jetton({ sb, db, auth, input }) {
    return readJetton(sb, db, auth.user.id, await ownJetton(db, auth.user.id, input.params.id));
  },

  async jettons({ sb, db, auth }) {
    const rows = await userJettons(db, auth.user.id);
    if (!rows.some(({ row }) => row.status === 'DELIVERING')) {
      return rows.map(({ row, invoice }) => jettonView(row, invoice, sb.clock.now()));
    }
    return Promise.all(rows.map(({ row }) => readJetton(sb, db, auth.user.id, row)));
  },

  async redeemJetton({ sb, db, auth, input }) {
    const { row, invoice } = await redeemJetton(sb, db, auth.user.id, input.params.id, input.body.data);
    return jettonView(row, invoice, sb.clock.now());
  },
};
