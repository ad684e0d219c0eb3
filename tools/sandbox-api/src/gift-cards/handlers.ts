import { desc, eq } from 'drizzle-orm';
import type { HandlersOf } from '../context';
import { settleOrder } from './lifecycle';
import { createOrder, orderView, ownOrder } from './orders';
import { giftCardOrders, type GiftCardOrderRow } from './tables';
import type { Sandbox } from '../context';

/** An order as the sandbox clock has it now: its due steps are settled first, under its row lock. */
async function settled(sb: Sandbox, row: GiftCardOrderRow): Promise<GiftCardOrderRow> {
  const now = sb.clock.now();
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
