import { GrammyError, type Api } from 'grammy';
import { formatAmount } from '@wallet/core';
import { notify } from './bot';
import { languageOf, type BotLanguage, type NotificationData, type NotificationKind } from './texts';

// The bot's side of the sandbox's outbox (GET /internal/bot/notices): it reads the messages waiting for users,
// sends each in the user's language, and says what became of it, so a deposit, a withdrawal, a price alert, a
// claimed cheque or a won giveaway reaches the user in Telegram even where push does not.

/** How often the outbox is read when the last read found nothing. */
export const NOTICE_PUMP_INTERVAL_MS = 2000;
/** How many messages one read takes. */
export const NOTICE_BATCH = 20;

const KINDS: Record<string, NotificationKind> = {
  DEPOSIT_CREDITED: 'depositCredited',
  WITHDRAWAL_CONFIRMED: 'withdrawalConfirmed',
  PRICE_ALERT: 'priceAlert',
  CHEQUE_CLAIMED: 'chequeClaimed',
  GIVEAWAY_WON: 'giveawayWon',
};

/** A notice as the sandbox serves it. */
export interface ServedNotice {
  id: string;
  telegramId: number;
  language: string;
  kind: string;
  data: { amount?: string; token?: string; price?: string; currency?: string };
}

/** An amount with its unit as a chat reads it: grouped, Persian digits in Persian, Toman by its name. */
export function amountIn(amount: string, token: string, language: BotLanguage): string {
  const figure = formatAmount(amount, { decimals: 18, locale: language });
  if (token === 'IRT') return language === 'fa' ? `${figure} تومان` : `${figure} Toman`;
  if (token === 'USD') return language === 'fa' ? `${figure} دلار` : `$${figure}`;
  return `${figure} ${token}`;
}

/** The words a notice's facts fill in the bot's sentence; null for a kind or facts the bot does not know. */
export function noticeWords(
  notice: ServedNotice,
): { kind: NotificationKind; data: NotificationData; language: BotLanguage } | null {
  const kind = KINDS[notice.kind];
  if (!kind) return null;
  const language = languageOf(notice.language);
  const { amount, token, price, currency } = notice.data ?? {};
  if (kind === 'priceAlert') {
    if (!token || !price || !currency) return null;
    return { kind, language, data: { coin: token, price: amountIn(price, currency, language) } };
  }
  if (!amount || !token) return null;
  return { kind, language, data: { amount: amountIn(amount, token, language) } };
}

export interface NoticePumpOptions {
  sandboxUrl: string;
  botToken: string;
  api: Api;
  miniAppUrl: string;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

/** One read of the outbox: each message sent and marked; answers how many were sent. */
export async function pumpNotices(options: NoticePumpOptions): Promise<number> {
  const ask = options.fetch ?? fetch;
  const headers = { 'x-bot-token': options.botToken, 'content-type': 'application/json' };
  const base = options.sandboxUrl.replace(/\/+$/, '');
  const answer = await ask(`${base}/internal/bot/notices?limit=${NOTICE_BATCH}`, { headers });
  if (!answer.ok) throw new Error(`the outbox answered ${answer.status}`);
  const { notices } = (await answer.json()) as { notices: ServedNotice[] };
  let sent = 0;
  for (const notice of notices) {
    const mark = (outcome: 'sent' | 'failed', body?: unknown) =>
      ask(`${base}/internal/bot/notices/${notice.id}/${outcome}`, {
        method: 'POST',
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const words = noticeWords(notice);
    if (!words) {
      // A notice this bot cannot word is given up, not read again for ever.
      await mark('failed', { isFinal: true });
      continue;
    }
    try {
      await notify(
        options.api,
        { telegramId: notice.telegramId, languageCode: words.language },
        words.kind,
        words.data,
        options.miniAppUrl,
      );
    } catch (failure) {
      // 403: the user blocked the bot or never let it write; Telegram will never take this message.
      const isFinal = failure instanceof GrammyError && failure.error_code === 403;
      options.log?.(`bot: notice ${notice.id} not sent: ${(failure as Error).message}`);
      await mark('failed', { isFinal });
      continue;
    }
    await mark('sent');
    sent += 1;
  }
  return sent;
}

/**
 * Reads the outbox again and again, one read at a time: at once after a full batch, else after
 * NOTICE_PUMP_INTERVAL_MS. A sandbox that is down is tried again quietly. Answers a stop function.
 */
export function startNoticePump(
  options: NoticePumpOptions,
  intervalMs = NOTICE_PUMP_INTERVAL_MS,
): () => void {
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wasDown = false;
  const pass = async () => {
    let sent = 0;
    try {
      sent = await pumpNotices(options);
      wasDown = false;
    } catch (failure) {
      if (!wasDown) options.log?.(`bot: the outbox cannot be read: ${(failure as Error).message}`);
      wasDown = true;
    }
    if (!isStopped) timer = setTimeout(() => void pass(), sent >= NOTICE_BATCH ? 0 : intervalMs);
  };
  void pass();
  return () => {
    isStopped = true;
    clearTimeout(timer);
  };
}
