import { parseStartParam } from '@wallet/core';
import type { SharedItem, ShareSource } from './bot';
import type { BotLanguage } from './texts';

/** How long the bot waits for the sandbox: Telegram drops an inline answer that comes too late. */
export const SHARE_SOURCE_TIMEOUT_MS = 3000;

/** One item as GET /internal/bot/share-items gives it. */
interface ServedItem {
  target?: unknown;
  title?: unknown;
  description?: unknown;
  text?: unknown;
  photoUrl?: unknown;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The start code a served target stands for, checked by the start-link grammar; null when it is not one. */
function targetOf(target: unknown): SharedItem['target'] | null {
  if (typeof target !== 'object' || target === null) return null;
  const { kind, chequeId, referredById, giveawayId } = target as Record<string, unknown>;
  if (kind === 'cheque' && typeof chequeId === 'string') {
    const referrer = typeof referredById === 'string' ? `-r${referredById}` : '';
    return parseStartParam(`c-${chequeId}${referrer}`);
  }
  if (kind === 'giveaway' && typeof giveawayId === 'string') return parseStartParam(`g-${giveawayId}`);
  return null;
}

/** A served item the bot can post, or null for one out of shape (skipped, the others still offered). */
export function sharedItemOf(served: ServedItem): SharedItem | null {
  const target = targetOf(served.target);
  if (!target || !isText(served.title) || !isText(served.text)) return null;
  const photoUrl =
    isText(served.photoUrl) && served.photoUrl.startsWith('https://') ? served.photoUrl : undefined;
  return {
    target,
    title: served.title,
    description: typeof served.description === 'string' ? served.description : '',
    text: served.text,
    ...(photoUrl ? { photoUrl } : {}),
  };
}

export interface HttpShareSourceOptions {
  /** The sandbox's address (SANDBOX_URL). */
  sandboxUrl: string;
  /** The bot's own token, which the sandbox asks for before it tells what a user may share. */
  botToken: string;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  timeoutMs?: number;
}

/**
 * What a Telegram user may share, asked of the sandbox (GET /internal/bot/share-items) over HTTP. A sandbox that
 * is down, slow, refusing or answering out of shape gives no items: inline mode then offers the button into the
 * mini-app instead, and the bot keeps running.
 */
export function httpShareSource(options: HttpShareSourceOptions): ShareSource {
  const get = options.fetch ?? fetch;
  const log = options.log ?? ((line: string) => console.error(line));
  const base = options.sandboxUrl.replace(/\/+$/, '');
  return {
    async itemsFor(telegramId: number, query: string, language?: BotLanguage): Promise<SharedItem[]> {
      const search = new URLSearchParams({ telegramId: String(telegramId), query });
      if (language) search.set('language', language);
      try {
        const response = await get(`${base}/internal/bot/share-items?${search.toString()}`, {
          headers: { 'x-bot-token': options.botToken },
          signal: AbortSignal.timeout(options.timeoutMs ?? SHARE_SOURCE_TIMEOUT_MS),
        });
        if (!response.ok) {
          log(`bot: share items answered ${response.status}`);
          return [];
        }
        const body = (await response.json()) as { items?: unknown };
        if (!Array.isArray(body.items)) {
          log('bot: share items answered out of shape');
          return [];
        }
        return body.items.flatMap((served: ServedItem) => sharedItemOf(served) ?? []);
      } catch (failure) {
        log(`bot: share items unreachable: ${(failure as Error).message}`);
        return [];
      }
    },
  };
}
