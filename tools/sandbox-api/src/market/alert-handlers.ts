import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { MAX_ACTIVE_PRICE_ALERTS } from '@wallet/api';
import type { HandlersOf } from '../context';
import { notifications, priceAlerts } from './tables';
import { canonicalToken } from '../config/coins';
import { ApiFailure } from '../errors';
import { alertView, checkPriceAlerts, isReached, priceIn } from './alerts';

export const alertHandlers: HandlersOf<
  'priceAlerts' | 'createPriceAlert' | 'deletePriceAlert' | 'notifications' | 'markNotificationsRead'
> = {
  async priceAlerts({ sb, db, auth, input }) {
    await checkPriceAlerts(sb);
    const token = input.query.token ? canonicalToken(input.query.token) : undefined;
    const rows = await db
      .select()
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, auth.user.id), token ? eq(priceAlerts.token, token) : undefined))
      .orderBy(asc(priceAlerts.status), desc(priceAlerts.id))
      .limit(200);
    return { alerts: rows.map(alertView) };
  },

  async createPriceAlert({ sb, db, auth, input }) {
    const { condition, price, currency } = input.body;
    const token = canonicalToken(input.body.token);
    if (!sb.prices.has(token)) throw new ApiFailure(404, 'UNKNOWN_COIN');
    const now = sb.clock.now();
    if (isReached({ condition, price }, priceIn(sb.prices, token, currency, now.getTime()))) {
      throw new ApiFailure(400, 'PRICE_ALERT_ALREADY_REACHED');
    }
    const [active] = await db
      .select({ n: count() })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, auth.user.id), eq(priceAlerts.status, 'ACTIVE')));
    if ((active?.n ?? 0) >= MAX_ACTIVE_PRICE_ALERTS) throw new ApiFailure(400, 'TOO_MANY_PRICE_ALERTS');
    const [row] = await db
      .insert(priceAlerts)
      .values({ userId: auth.user.id, token, condition, price, currency, status: 'ACTIVE', createdAt: now })
      .returning();
    if (!row) throw new Error('Price alert not written');
    return alertView(row);
  },

  async deletePriceAlert({ db, auth, input }) {
    const id = Number(input.params.id);
    const deleted = await db
      .delete(priceAlerts)
      .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, auth.user.id)))
      .returning({ id: priceAlerts.id });
    if (deleted.length === 0) throw new ApiFailure(404, 'PRICE_ALERT_NOT_FOUND');
    return { id: input.params.id };
  },

  async notifications({ sb, db, auth, input }) {
    await checkPriceAlerts(sb);
    const rows = await db
      .select({ notification: notifications, alert: priceAlerts })
      .from(notifications)
      .innerJoin(priceAlerts, eq(priceAlerts.id, notifications.alertId))
      .where(
        and(
          eq(notifications.userId, auth.user.id),
          input.query.unread === 'true' ? isNull(notifications.readAt) : undefined,
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(50);
    return {
      notifications: rows.map(({ notification, alert }) => ({
        id: String(notification.id),
        kind: notification.kind,
        createdAt: notification.createdAt.toISOString(),
        readAt: notification.readAt?.toISOString() ?? null,
        alert: alertView(alert),
      })),
    };
  },

  async markNotificationsRead({ sb, db, auth, input }) {
    const updated = await db
      .update(notifications)
      .set({ readAt: sb.clock.now() })
      .where(
        and(
          eq(notifications.userId, auth.user.id),
          inArray(notifications.id, input.body.ids.map(Number)),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id });
    return { read: updated.length };
  },
};
