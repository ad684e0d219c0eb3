import { z } from 'zod';
import { defineControl } from '../context';
import { badInput } from '../errors';
import { refundOrder } from './lifecycle';
import { orderView } from './orders';

/**
 * POST /__sandbox/gift-card/order/:id/return: the post returned a physical card (or it could not be printed): the
 * order is REFUNDED in one entry, its code void (409 GIFT_CARD_ORDER_NOT_REFUNDABLE for a digital card or one
 * already delivered, refunded or not paid; 409 GIFT_CARD_ALREADY_CLAIMED once its code was claimed).
 */
export const returnGiftCardControl = defineControl({
  method: 'POST',
  path: 'gift-card/order/:id/return',
  run: async (sb, { params }) => {
    const id = z.coerce.number().int().positive().safeParse(params.id);
    if (!id.success) throw badInput('id');
    const now = sb.clock.now();
    return orderView(await sb.db.transaction((tx) => refundOrder(tx, id.data, now)));
  },
});
