import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  PREMIUM_MONTHS,
  premiumPlanId,
  STARS_PACKS,
  starsPackId,
  type Merchant,
  type ProductInactiveReason,
  type ShopGroup,
  type ShopProduct,
} from '@wallet/api';
import { mul, roundUp } from '@wallet/core';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { canonicalDecimal } from '../decimal';
import { ApiFailure } from '../errors';
import { FIAT_TOKEN } from '../money/spend-rules';
import { priceTrade } from '../trade/pricing';
import { shopMerchants, shopProductBlocks } from './tables';

// The shop's catalogue (SHOP-01): Telegram Premium plans and Stars packs priced in US dollars and sold in Toman at
// the market's Tether price of the instant, and the groups whose price is the amount the user chooses (gift cards,
// ad cheques, giveaways), each bought through its own flow.

/** Fragment's US dollar prices of the Premium plans. */
export const PREMIUM_USD_PRICES: Record<(typeof PREMIUM_MONTHS)[number], string> = {
  3: '12.99',
  6: '16.99',
  12: '30.99',
};
/** Fragment's US dollar price of one Star. */
export const STAR_USD_PRICE = '0.015';

/** The wallet sells its own products: certified (SHOP-12) unless a sandbox control names another seller. */
export const WALLET_MERCHANT: Merchant = { name: 'Wallet', isCertified: true };

export interface ProductDefinition {
  id: string;
  group: ShopGroup;
  /** Months or Stars; null for the groups priced by the amount chosen. */
  quantity: number | null;
  usdPrice: string | null;
}

/** Every product, in the shop tab's order. */
export const PRODUCTS: readonly ProductDefinition[] = [
  ...PREMIUM_MONTHS.map((months) => ({
    id: premiumPlanId(months),
    group: 'TELEGRAM_PREMIUM' as const,
    quantity: months,
    usdPrice: PREMIUM_USD_PRICES[months],
  })),
  ...STARS_PACKS.map((stars) => ({
    id: starsPackId(stars),
    group: 'TELEGRAM_STARS' as const,
    quantity: stars,
    usdPrice: canonicalDecimal(mul(String(stars), STAR_USD_PRICE)),
  })),
  ...(['GIFT_CARD', 'AD_CHEQUE', 'GIVEAWAY'] as const).map((group) => ({
    id: group,
    group,
    quantity: null,
    usdPrice: null,
  })),
];

export const productById = (id: string): ProductDefinition | undefined =>
  PRODUCTS.find((product) => product.id === id);

/** The names a product answers to in the controls: its own id, or its whole group's. */
export const isProductOrGroup = (name: string): boolean =>
  PRODUCTS.some((product) => product.id === name || product.group === name);

/**
 * The Toman price of one Tether now: what an express buy of exactly one Tether would take from the balance
 * (the market price, the spread and the fee), in whole Toman rounded up.
 */
export async function usdtRate(sb: Sandbox, db: Db, at: Date): Promise<string> {
  const price = await priceTrade(
    sb,
    db,
    { sourceToken: FIAT_TOKEN, destinationToken: 'USDT', destinationAmount: '1' },
    at,
  );
  return canonicalDecimal(roundUp(price.sourceAmount, 0));
}

/** A US dollar price in whole Toman at the rate, rounded up: the shop never sells below its dollar price. */
export const tomanPrice = (usdPrice: string, rate: string): string =>
  canonicalDecimal(roundUp(mul(usdPrice, rate), 0));

/** Why the product cannot be bought by this user now, or null (SHOP-13); a block for one user is said first. */
export async function inactiveReasonOf(
  db: Db,
  userId: number,
  product: ProductDefinition,
): Promise<ProductInactiveReason | null> {
  const blocks = await db
    .select({ userId: shopProductBlocks.userId })
    .from(shopProductBlocks)
    .where(
      and(
        inArray(shopProductBlocks.product, [product.id, product.group]),
        or(isNull(shopProductBlocks.userId), eq(shopProductBlocks.userId, userId)),
      ),
    );
  if (blocks.some((block) => block.userId === userId)) return 'DISABLED_FOR_USER';
  return blocks.length > 0 ? 'UNAVAILABLE' : null;
}

/** Who a product's invoices are paid to: a seller set for the product or its group, else the wallet. */
export async function merchantOf(db: Db, product: ProductDefinition): Promise<Merchant> {
  const rows = await db
    .select()
    .from(shopMerchants)
    .where(inArray(shopMerchants.product, [product.id, product.group]));
  const row = rows.find((entry) => entry.product === product.id) ?? rows[0];
  return row ? { name: row.name, isCertified: row.isCertified } : WALLET_MERCHANT;
}

/** The Tether rate, or null while Tether cannot be traded (its trade feature off): nothing can be priced then. */
async function usdtRateIfTradable(sb: Sandbox, db: Db, at: Date): Promise<string | null> {
  try {
    return await usdtRate(sb, db, at);
  } catch (error) {
    if (error instanceof ApiFailure) return null;
    throw error;
  }
}

/**
 * Every product as this user sees it now (GET /v1/shop/product). While Tether cannot be traded the products priced
 * in dollars have no price and are UNAVAILABLE; the groups priced by the amount chosen are listed as they are.
 */
export async function shopProducts(sb: Sandbox, db: Db, userId: number): Promise<ShopProduct[]> {
  const rate = await usdtRateIfTradable(sb, db, sb.clock.now());
  return Promise.all(
    PRODUCTS.map(async (product) => {
      const price = product.usdPrice !== null && rate !== null ? tomanPrice(product.usdPrice, rate) : null;
      const inactiveReason =
        (await inactiveReasonOf(db, userId, product)) ??
        (product.usdPrice !== null && rate === null ? 'UNAVAILABLE' : null);
      return {
        id: product.id,
        group: product.group,
        quantity: product.quantity,
        price,
        usdPrice: product.usdPrice,
        usdtRate: price === null ? null : rate,
        isActive: inactiveReason === null,
        inactiveReason,
        merchant: await merchantOf(db, product),
      };
    }),
  );
}

/**
 * A product sold as a jetton (a Premium plan or a Stars pack), active for the user: 404 PRODUCT_NOT_FOUND for
 * any other id (the groups priced by the amount chosen have flows of their own), 422 PRODUCT_NOT_ACTIVE (SHOP-13).
 */
export async function jettonProduct(
  db: Db,
  userId: number,
  id: string,
): Promise<
  ProductDefinition & { group: 'TELEGRAM_PREMIUM' | 'TELEGRAM_STARS'; quantity: number; usdPrice: string }
> {
  const product = productById(id.trim().toUpperCase());
  if (
    !product ||
    (product.group !== 'TELEGRAM_PREMIUM' && product.group !== 'TELEGRAM_STARS') ||
    product.quantity === null ||
    product.usdPrice === null
  ) {
    throw new ApiFailure(404, 'PRODUCT_NOT_FOUND');
  }
  const reason = await inactiveReasonOf(db, userId, product);
  if (reason !== null) throw new ApiFailure(422, 'PRODUCT_NOT_ACTIVE', reason);
  return { ...product, group: product.group, quantity: product.quantity, usdPrice: product.usdPrice };
}
