import { createHash, timingSafeEqual } from 'node:crypto';
import type { ErrorCode } from '@wallet/api';
import { userByTelegram } from '../auth/login-handlers';
import type { Sandbox, SandboxPage } from '../context';
import { ERROR_MESSAGES } from '../error-messages';
import { shareItemsFor } from './items';
import { shareLanguageOf } from './messages';

/** The header the bot sends its own token in: only the bot may read what a Telegram user can share. */
export const BOT_TOKEN_HEADER = 'x-bot-token';
/** Telegram's longest inline query. */
const QUERY_MAX_LENGTH = 256;

/** Whether the header holds the bot's token, compared in constant time (hashes of equal length). */
export function isBotToken(sb: Sandbox, given: string | null): boolean {
  if (!given || !sb.config.botToken) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(sb.config.botToken));
}

/** An answer of the bot's internal pages: JSON, never cached. */
export const internalJson = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/** A refusal of the bot's internal pages, in the contract's error shape. */
export const internalRefusal = (status: number, codeString: ErrorCode) =>
  internalJson(status, { status, codeString, localizedMessage: ERROR_MESSAGES[codeString].en });

/**
 * `GET /internal/bot/share-items?telegramId=&query=&language=`, for the bot's inline mode: what the Telegram user
 * may post in a chat (their ACTIVE cheques, and whatever SHARE_ITEM_SOURCES adds), matching the query, each with
 * its start code, title, description, message and picture. `language` (fa or en) is the one the bot answers the
 * user in; without it, the user's own. A Telegram user with no wallet account, or logged out of it inside Telegram,
 * has nothing to share. 401 without the bot's token in X-Bot-Token; 400 BAD_INPUT_VALUES for a telegramId that is not
 * a Telegram user id or a query longer than Telegram's.
 */
export const shareItemsPage: SandboxPage = {
  method: 'GET',
  path: '/internal/bot/share-items',
  async serve(sb, request) {
    if (!isBotToken(sb, request.headers.get(BOT_TOKEN_HEADER))) return internalRefusal(401, 'UNAUTHORIZED');
    const search = new URL(request.url).searchParams;
    const telegramId = search.get('telegramId') ?? '';
    const query = search.get('query') ?? '';
    const language = search.get('language');
    if (!/^[1-9][0-9]{0,15}$/.test(telegramId) || query.length > QUERY_MAX_LENGTH)
      return internalRefusal(400, 'BAD_INPUT_VALUES');
    if (language !== null && language !== 'fa' && language !== 'en')
      return internalRefusal(400, 'BAD_INPUT_VALUES');
    const user = await userByTelegram(sb.db, Number(telegramId));
    // A user who logged out inside Telegram has left the wallet there: the bot shares nothing in their name.
    if (!user || user.telegramLoggedOut) return internalJson(200, { items: [] });
    const items = await shareItemsFor(sb.db, user, query, {
      language: language ?? shareLanguageOf(user.language),
      publicUrl: sb.config.publicUrl ?? null,
    });
    return internalJson(200, { items });
  },
};
