import { z } from 'zod';
import { chartCurrency } from './market';
import { decimalString, isoDateTime, positiveDecimalString, tokenSymbol } from './primitives';

/** Spec 000 §3 "Price alert: above or below". */
export const ALERT_CONDITIONS = ['ABOVE', 'BELOW'] as const;
export const alertCondition = z.enum(ALERT_CONDITIONS);
export type AlertCondition = z.infer<typeof alertCondition>;

export const ALERT_STATUSES = ['ACTIVE', 'TRIGGERED'] as const;

/** How many waiting alerts one user may have. */
export const MAX_ACTIVE_PRICE_ALERTS = 20;

export const priceAlert = z
  .object({
    id: z.string(),
    token: tokenSymbol,
    condition: alertCondition,
    price: decimalString,
    currency: chartCurrency,
    status: z.enum(ALERT_STATUSES),
    createdAt: isoDateTime,
    triggeredAt: z.nullable(isoDateTime),
    /** The price that crossed the alert's. */
    triggeredPrice: z.nullable(decimalString),
  })
  .meta({ id: 'PriceAlert' });
export type PriceAlert = z.infer<typeof priceAlert>;

export const newPriceAlert = z
  .object({
    token: tokenSymbol,
    condition: alertCondition,
    price: positiveDecimalString,
    currency: chartCurrency.default('USD'),
  })
  .strict()
  .meta({ id: 'NewPriceAlert' });

export const NOTIFICATION_KINDS = ['PRICE_ALERT'] as const;

/** A message the server keeps for the user until the app has shown it. */
export const userNotification = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    createdAt: isoDateTime,
    readAt: z.nullable(isoDateTime),
    alert: priceAlert,
  })
  .meta({ id: 'UserNotification' });
export type UserNotification = z.infer<typeof userNotification>;
