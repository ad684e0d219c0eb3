import { desc, eq } from 'drizzle-orm';
import type { HandlersOf, Sandbox } from '../context';
import { nextStepAt, settleOrder } from './lifecycle';
import { createOrder, orderView, ownOrder } from './orders';
import { giftCardOrders, type GiftCardOrderRow } from './tables';

/**
 * An order as the sandbox clock has it now: one that may have moved (unpaid, or with a step due) is settled first,
 * under its row lock; the others are as read.
 */
async function settled(sb: Sandbox, row: GiftCardOrderRow): Promise<GiftCardOrderRow> {
  const now = sb.clock.now();
  const mayHaveMoved = row.status === 'PENDING' || (nextStepAt(row)?.getTime() ?? Infinity) <= now.getTime();
  if (!mayHaveMoved) return row;
  return (await sb.db.transaction((tx) => settleOrder(tx, row.id, now))) ?? row;
}

export const giftCardHandlers: HandlersOf<'createGiftCardOrder' | 'giftCardOrders' | 'giftCardOrder'> = {
  async createGiftCardOrder({ sb, db, auth, input }) {
    return orderView(await createOrder(sb, db, auth.user.id, input.body));
  },

  async giftCardOrders({ sb, db, auth }) {
    const rows = await db
      .select()
      .from(giftCardOrders)
      .where(eq(giftCardOrders.userId, auth.user.id))
      .orderBy(desc(giftCardOrders.createdAt), desc(giftCardOrders.id));
    const views = [];
    for (const row of rows) views.push(orderView(await settled(sb, row)));
    return views;
  },

  async giftCardOrder({ sb, db, auth, input }) {
    return orderView(await settled(sb, await ownOrder(db, auth.user.id, input.params.id)));
  },
};
