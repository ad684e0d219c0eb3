import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { TELEGRAM_USERNAME_PATTERN } from '@wallet/api';
import { defineControl } from '../context';
import { ApiFailure } from '../errors';
import { userIdOf } from '../invoices/shop-stand-in';
import { putTelegramAccount } from './fragment';
import { isProductOrGroup } from './products';
import { shopMerchants, shopProductBlocks } from './tables';

/** A product's id or a group's name, as the catalogue spells it; 404 PRODUCT_NOT_FOUND for anything else. */
function knownProduct(name: string): string {
  if (!isProductOrGroup(name)) throw new ApiFailure(404, 'PRODUCT_NOT_FOUND');
  return name;
}

export const shopControls = [
  /**
   * POST /__sandbox/shop/products/:product/active `{active, phone? | telegramId?}` (SHOP-13): turns a product
   * (TG-PREMIUM-12M) or a whole group (TELEGRAM_STARS) off or back on, for the user named (DISABLED_FOR_USER) or,
   * naming no one, for everyone (UNAVAILABLE).
   */
  defineControl({
    method: 'POST',
    path: 'shop/products/:product/active',
    body: z
      .object({
        active: z.boolean(),
        phone: z.string().min(1).max(32).optional(),
        telegramId: z.number().int().positive().optional(),
      })
      .strict(),
    run: async (sb, { body, params }) => {
      const product = knownProduct(params.product ?? '');
      const isForOne = body.phone !== undefined || body.telegramId !== undefined;
      const userId = isForOne ? await userIdOf(sb.db, body) : null;
      const who = userId === null ? isNull(shopProductBlocks.userId) : eq(shopProductBlocks.userId, userId);
      await sb.db.delete(shopProductBlocks).where(and(eq(shopProductBlocks.product, product), who));
      if (!body.active) {
        // Turned off twice at once: the unique index keeps one block.
        await sb.db
          .insert(shopProductBlocks)
          .values({ product, userId, createdAt: sb.clock.now() })
          .onConflictDoNothing();
      }
      return { product, userId: userId === null ? null : String(userId), active: body.active };
    },
  }),
  /**
   * POST /__sandbox/shop/products/:product/merchant `{merchant: {name, isCertified} | null}` (SHOP-12): who the
   * invoices of a product (or a group) made from now on are paid to; null gives it back to the wallet itself.
   */
  defineControl({
    method: 'POST',
    path: 'shop/products/:product/merchant',
    body: z
      .object({
        merchant: z.nullable(
          z.object({ name: z.string().trim().min(1).max(64), isCertified: z.boolean() }).strict(),
        ),
      })
      .strict(),
    run: async (sb, { body, params }) => {
      const product = knownProduct(params.product ?? '');
      await sb.db.delete(shopMerchants).where(eq(shopMerchants.product, product));
      if (body.merchant) {
        await sb.db
          .insert(shopMerchants)
          .values({ product, ...body.merchant })
          .onConflictDoUpdate({ target: shopMerchants.product, set: body.merchant });
      }
      return { product, merchant: body.merchant };
    },
  }),
  /**
   * POST /__sandbox/fragment/accounts `{username, name, canReceive?}`: a Telegram account Fragment knows (or
   * changes one); canReceive false makes Fragment refuse its orders (RECIPIENT_CANNOT_RECEIVE), and the payer
   * is refunded.
   */
  defineControl({
    method: 'POST',
    path: 'fragment/accounts',
    body: z
      .object({
        username: z.string().trim().regex(TELEGRAM_USERNAME_PATTERN),
        name: z.string().trim().min(1).max(64),
        canReceive: z.boolean().optional(),
      })
      .strict(),
    run: async (sb, { body }) =>
      putTelegramAccount(
        sb.db,
        { username: body.username, name: body.name, canReceive: body.canReceive ?? true },
        sb.clock.now(),
      ),
  }),
];
