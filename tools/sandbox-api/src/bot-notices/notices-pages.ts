import type { SandboxPage } from '../context';
import {
  BOT_TOKEN_HEADER,
  internalJson as json,
  internalRefusal as refusal,
  isBotToken,
} from '../bot-share/share-items-page';
import { markNotice, waitingNotices } from './notices';

/** The most notices the bot takes at once. */
export const BOT_NOTICES_BATCH_MAX = 100;

/**
 * `GET /internal/bot/notices?limit=N` (1–100, 20 by default): the oldest messages waiting for the bot, each with
 * its id, the user's Telegram id and language, its kind and its facts. 401 without the bot's token in
 * X-Bot-Token; 400 BAD_INPUT_VALUES for another limit.
 */
export const noticesPage: SandboxPage = {
  method: 'GET',
  path: '/internal/bot/notices',
  async serve(sb, request) {
    if (!isBotToken(sb, request.headers.get(BOT_TOKEN_HEADER))) return refusal(401, 'UNAUTHORIZED');
    const limit = new URL(request.url).searchParams.get('limit') ?? '20';
    if (!/^[1-9][0-9]{0,2}$/.test(limit) || Number(limit) > BOT_NOTICES_BATCH_MAX)
      return refusal(400, 'BAD_INPUT_VALUES');
    return json(200, { notices: await waitingNotices(sb.db, Number(limit)) });
  },
};

/**
 * `POST /internal/bot/notices/:id/sent`, and `/failed` with `{ "isFinal": boolean }` (true when Telegram will never
 * take it: the user blocked the bot): what became of a notice. A failed one is tried again, up to
 * BOT_NOTICE_MAX_ATTEMPTS. 404 NOT_FOUND for a notice that is not waiting; 401 without the bot's token.
 */
export const noticeOutcomePages: SandboxPage[] = (['sent', 'failed'] as const).map((outcome) => ({
  method: 'POST',
  path: `/internal/bot/notices/:id/${outcome}`,
  async serve(sb, request, params) {
    if (!isBotToken(sb, request.headers.get(BOT_TOKEN_HEADER))) return refusal(401, 'UNAUTHORIZED');
    const id = params.id ?? '';
    if (!/^[1-9][0-9]{0,17}$/.test(id)) return refusal(400, 'BAD_INPUT_VALUES');
    let isFinal = false;
    if (outcome === 'failed') {
      const body = (await request.json().catch(() => null)) as { isFinal?: unknown } | null;
      if (!body || typeof body.isFinal !== 'boolean') return refusal(400, 'BAD_INPUT_VALUES');
      isFinal = body.isFinal;
    }
    const marked = await markNotice(
      sb.db,
      Number(id),
      outcome === 'sent' ? { sent: true } : { sent: false, isFinal },
      sb.clock.now(),
    );
    return marked ? json(200, { ok: true }) : refusal(404, 'NOT_FOUND');
  },
}));
