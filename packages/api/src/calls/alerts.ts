import { z } from 'zod';
import { defineCall } from '../define';
import { newPriceAlert, priceAlert, userNotification } from '../schemas/alerts';
import { tokenSymbol } from '../schemas/primitives';

const TAGS = ['Price alerts and notifications'] as const;
const ALERTS_NOTE =
  'Spec 000 has the /coin/{token}/alerts and /coin/{token}/new-alert screens but spec 001 lists no call for them; designed here in the style of the watch-list calls.';
const NOTIFICATIONS_NOTE =
  'Spec 001 lists no call that hands the app its notifications; designed here so the app can show a fired price alert.';

/** Price alerts (spec 000 §3 "Price alert: above or below") and the notifications they produce. */
export const alertCalls = {
  priceAlerts: defineCall({
    method: 'GET',
    path: '/v1/price-alerts',
    summary: "The user's price alerts, waiting ones first, optionally for one token",
    auth: 'user',
    tags: TAGS,
    query: z.object({ token: z.optional(tokenSymbol) }).strict(),
    response: z.object({ alerts: z.array(priceAlert) }),
    notInSpec: ALERTS_NOTE,
  }),
  createPriceAlert: defineCall({
    method: 'POST',
    path: '/v1/price-alerts',
    summary: 'Create an alert that fires once when the price goes above or below a level',
    auth: 'user',
    tags: TAGS,
    body: newPriceAlert,
    response: priceAlert,
    notInSpec: ALERTS_NOTE,
  }),
  deletePriceAlert: defineCall({
    method: 'DELETE',
    path: '/v1/price-alerts/{id}',
    summary: 'Delete one of the user’s price alerts',
    auth: 'user',
    tags: TAGS,
    params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
    response: z.object({ id: z.string() }),
    notInSpec: ALERTS_NOTE,
  }),
  notifications: defineCall({
    method: 'GET',
    path: '/v1/notifications',
    summary: "The user's notifications, newest first; only unread ones with unread=true",
    auth: 'user',
    tags: TAGS,
    query: z.object({ unread: z.enum(['true', 'false']).default('false') }).strict(),
    response: z.object({ notifications: z.array(userNotification) }),
    notInSpec: NOTIFICATIONS_NOTE,
  }),
  markNotificationsRead: defineCall({
    method: 'POST',
    path: '/v1/notifications/read',
    summary: 'Mark notifications as shown',
    auth: 'user',
    tags: TAGS,
    body: z
      .object({
        ids: z
          .array(z.string().regex(/^\d{1,18}$/))
          .min(1)
          .max(100),
      })
      .strict(),
    response: z.object({ read: z.number().int().nonnegative() }),
    notInSpec: NOTIFICATIONS_NOTE,
  }),
} as const;
