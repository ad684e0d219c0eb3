import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import {
  ApiError,
  type NotificationSettings,
  type NotificationSettingsChange,
  type WalletApi,
} from '@wallet/api';
import { usePlatform, useTypedStorage } from '@wallet/platform';
import { useApi } from '../data/api-context';
import { WRITE_ACCESS_ASKED } from './write-access-asked';

// The bot's messages (issue 12): push does not reach most users in Iran, so the wallet's bot writes to them in
// Telegram. Inside the mini-app, Telegram lets the bot write only once the user allows it (requestWriteAccess).

export const notificationSettingsKey = () => ['notificationSettings'] as const;

export const notificationSettingsQuery = (api: WalletApi) =>
  queryOptions({
    queryKey: notificationSettingsKey(),
    queryFn: ({ signal }) => api.notificationSettings(undefined, { signal }),
  });

/** The user's bot-message settings (GET /v1/profile/notification-settings). */
export function useNotificationSettings() {
  const api = useApi();
  return useQuery(notificationSettingsQuery(api));
}

/** Saves a change of the settings and puts the server's answer in the cache (PUT, not a money call). */
export function useSaveNotificationSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return (change: NotificationSettingsChange): Promise<NotificationSettings> =>
    api.updateNotificationSettings({ body: change }).then((saved) => {
      queryClient.setQueryData(notificationSettingsKey(), saved);
      return saved;
    });
}

/** How many times the answer is sent before it is left for the settings page, and the wait after a failed try. */
const ANSWER_SAVE_TRIES = 3;
export const ANSWER_RETRY_MS = 1_000;

/** A refusal (4xx) will be the same next time; no answer or a server failure may not. */
const isWorthRetrying = (error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * Inside Telegram, asks once for write access before the first bot message can come, at a moment that leads to
 * one (a crypto or Toman deposit page opened, a price alert set). Nothing happens on the web (no
 * requestWriteAccess), for a user without a Telegram account, once write access is GRANTED or DENIED, or once
 * this device has asked. The mark is stored before asking, so an app closed during Telegram's question does not
 * ask again. The answer is sent a few times if it fails; if it still cannot be saved, the settings page shows
 * the state and can ask again. It runs to its end even if the page that started it is left.
 */
export function useWriteAccessAsker(): () => Promise<void> {
  const platform = usePlatform();
  const storage = useTypedStorage();
  const api = useApi();
  const queryClient = useQueryClient();
  const request = platform.requestWriteAccess;
  return useCallback(async () => {
    if (!request || (await storage.get(WRITE_ACCESS_ASKED))) return;
    const settings = await queryClient.fetchQuery(notificationSettingsQuery(api));
    if (!settings.hasTelegram) return;
    await storage.set(WRITE_ACCESS_ASKED, true);
    // Already answered (in settings, or on another device): nothing to ask here, now or later.
    if (settings.writeAccess !== 'UNKNOWN') return;
    const writeAccess = (await request()) ? 'GRANTED' : 'DENIED';
    for (let attempt = 1; ; attempt++) {
      try {
        const saved = await api.updateNotificationSettings({ body: { writeAccess } });
        queryClient.setQueryData(notificationSettingsKey(), saved);
        return;
      } catch (error) {
        if (attempt >= ANSWER_SAVE_TRIES || !isWorthRetrying(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * ANSWER_RETRY_MS));
      }
    }
  }, [request, storage, api, queryClient]);
}

/** Asks for write access once when the page opens (useWriteAccessAsker), silently if anything fails. */
export function useAskWriteAccessOnce(): void {
  const ask = useWriteAccessAsker();
  const isStarted = useRef(false);
  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    // A failure leaves things as the settings page shows them; the page that opened has nothing to say about it.
    ask().catch(() => {});
  }, [ask]);
}
