import { and, eq } from 'drizzle-orm';
import type { ChartCurrency, PriceAlert } from '@wallet/api';
import { cmp } from '@wallet/core';
import type { Sandbox } from '../context';
import { canonicalDecimal } from '../decimal';
import { notifications, priceAlerts, type PriceAlertRow } from './tables';
import type { PriceFeed } from './prices';
import { enqueueNotice } from '../bot-notices/notices';

/** The price of a token in USD or in Toman at an instant, as a decimal string. */
export function priceIn(prices: PriceFeed, token: string, currency: ChartCurrency, atMs: number): string {
  const quote = prices.quote(token, atMs);
  return quote[currency].lastPrice;
}

/** Whether `price` is on the alert's side of its level (the moment it crosses, the alert fires). */
export function isReached(alert: Pick<PriceAlertRow, 'condition' | 'price'>, price: string): boolean {
  const side = cmp(price, canonicalDecimal(alert.price));
  return alert.condition === 'ABOVE' ? side >= 0 : side <= 0;
}

export function alertView(row: PriceAlertRow): PriceAlert {
  return {
    id: String(row.id),
    token: row.token,
    condition: row.condition,
    price: canonicalDecimal(row.price),
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    triggeredAt: row.triggeredAt?.toISOString() ?? null,
    triggeredPrice: row.triggeredPrice === null ? null : canonicalDecimal(row.triggeredPrice),
  };
}

/**
 * Fires every waiting alert whose price has been crossed: it becomes TRIGGERED and a notification lands in
 * the user's outbox, both in one transaction that only a still-ACTIVE alert passes, so an alert fires once
 * even when two checks run together. Returns how many fired.
 */
export async function checkPriceAlerts(sb: Sandbox, now: Date = sb.clock.now()): Promise<number> {
  const waiting = await sb.db.select().from(priceAlerts).where(eq(priceAlerts.status, 'ACTIVE'));
  let fired = 0;
  for (const alert of waiting) {
    if (!sb.prices.has(alert.token)) continue;
    const price = priceIn(sb.prices, alert.token, alert.currency, now.getTime());
    if (!isReached(alert, price)) continue;
    const didFire = await sb.db.transaction(async (tx) => {
      const updated = await tx
        .update(priceAlerts)
        .set({ status: 'TRIGGERED', triggeredAt: now, triggeredPrice: price })
        .where(and(eq(priceAlerts.id, alert.id), eq(priceAlerts.status, 'ACTIVE')))
        .returning({ id: priceAlerts.id });
      if (updated.length === 0) return false;
      await tx
        .insert(notifications)
        .values({ userId: alert.userId, kind: 'PRICE_ALERT', alertId: alert.id, createdAt: now });
      await enqueueNotice(tx, {
        userId: alert.userId,
        kind: 'PRICE_ALERT',
        data: { token: alert.token, price, currency: alert.currency },
        at: now,
      });
      return true;
    });
    if (didFire) fired++;
  }
  return fired;
}
