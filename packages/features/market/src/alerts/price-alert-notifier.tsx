import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi, useFeatureFlag, useFormat, useNotify, usePageHidden } from '@wallet/ui';
import { alertKeys } from './alert-queries';
import { useAlertLevelText } from './alert-text';

/** How often the app asks for fired alerts while it is on screen. */
export const ALERT_NOTIFICATIONS_POLL_MS = 10_000;

export const notificationKeys = { unread: () => ['notifications', 'unread'] as const };

/**
 * Shows each fired price alert once, as a toast with a haptic, then marks it read on the server. Mounted by
 * the shell for a logged-in user while COIN_ALERTS is on; it asks every 10 s while the page is visible.
 */
export function PriceAlertNotifier() {
  const { t } = useLingui();
  const api = useApi();
  const notify = useNotify();
  const format = useFormat();
  const levelText = useAlertLevelText();
  const queryClient = useQueryClient();
  const isOn = useFeatureFlag('COIN_ALERTS');
  const isHidden = usePageHidden();
  const shown = useRef(new Set<string>());
  const unread = useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => api.notifications({ query: { unread: 'true' } }, { signal }),
    enabled: isOn,
    refetchInterval: isHidden ? false : ALERT_NOTIFICATIONS_POLL_MS,
  });

  const notifications = unread.data?.notifications;
  useEffect(() => {
    const fresh = (notifications ?? []).filter((notification) => !shown.current.has(notification.id));
    if (fresh.length === 0) return;
    for (const { id, alert } of [...fresh].reverse()) {
      shown.current.add(id);
      const level = levelText(alert.condition, alert.price, alert.currency);
      const price = alert.triggeredPrice ?? alert.price;
      const now = alert.currency === 'USD' ? `$${format.usdPrice(price)}` : format.amount(price, 0);
      notify.info(t`Price alert: ${alert.token} went ${level}. It is now ${now}.`);
    }
    void queryClient.invalidateQueries({ queryKey: alertKeys.all() });
    // Shown here already; a failed mark only means it may be shown again on the next start.
    api.markNotificationsRead({ body: { ids: fresh.map((n) => n.id) } }).catch(() => undefined);
  }, [notifications, api, notify, format, levelText, queryClient, t]);

  return null;
}
