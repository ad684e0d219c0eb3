import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Bot } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBotApi, type BotApi, type TgUser } from '@wallet/tg-host/bot-api';
import { answerBotApiRequest } from '@wallet/tg-host/bot-api-http';
import { amountIn, noticeWords, pumpNotices, type ServedNotice } from './notice-pump';

const TOKEN = '7000000010:AAbot-pump-token';
const MINI_APP_URL = 'https://app.test/';
const SANDBOX = 'http://sandbox.test';
const ALI: TgUser = { id: 7201, is_bot: false, first_name: 'Ali', language_code: 'fa' };
const SARA: TgUser = { id: 7202, is_bot: false, first_name: 'Sara', language_code: 'en' };

let telegram: BotApi;
let server: Server;
let bot: Bot;

beforeAll(async () => {
  telegram = createBotApi({
    token: TOKEN,
    bot: { id: 7000000010, first_name: 'Wallet', username: 'wallet_sandbox_bot' },
    findUser: (id) => [ALI, SARA].find((user) => user.id === id),
    groups: [],
  });
  server = createServer((request, response) => void answerBotApiRequest(telegram, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  bot = new Bot(TOKEN, { client: { apiRoot } });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The sandbox's outbox as the bot sees it: the notices it serves, and what the bot said became of each. */
function outbox(notices: ServedNotice[]) {
  const marks: [string, string, unknown][] = [];
  const seenTokens = new Set<string | null>();
  const fetch = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    seenTokens.add(new Headers(init?.headers).get('x-bot-token'));
    if (url.pathname === '/internal/bot/notices') return Response.json({ notices });
    const [, , , , id, outcome] = url.pathname.split('/');
    marks.push([id!, outcome!, init?.body ? JSON.parse(String(init.body)) : null]);
    return Response.json({ ok: true });
  }) as typeof globalThis.fetch;
  return { fetch, marks, seenTokens };
}

const pump = (fetch: typeof globalThis.fetch) =>
  pumpNotices({ sandboxUrl: SANDBOX, botToken: TOKEN, api: bot.api, miniAppUrl: MINI_APP_URL, fetch });

describe('the words of a notice', () => {
  it('writes amounts in the user’s language: Persian digits and Toman by name in Persian', () => {
    expect(amountIn('2000000', 'IRT', 'fa')).toBe('۲٬۰۰۰٬۰۰۰ تومان');
    expect(amountIn('12.5', 'USDT', 'en')).toBe('12.5 USDT');
    expect(
      noticeWords({
        id: '1',
        telegramId: 1,
        language: 'en',
        kind: 'PRICE_ALERT',
        data: { token: 'BTC', price: '65000', currency: 'USD' },
      }),
    ).toEqual({ kind: 'priceAlert', language: 'en', data: { coin: 'BTC', price: '$65,000' } });
  });

  it('knows no words for an unknown kind or missing facts', () => {
    const base = { id: '1', telegramId: 1, language: 'fa' };
    expect(noticeWords({ ...base, kind: 'SOMETHING', data: { amount: '1', token: 'IRT' } })).toBeNull();
    expect(noticeWords({ ...base, kind: 'GIVEAWAY_WON', data: { token: 'IRT' } })).toBeNull();
  });
});

describe('pumping the outbox', () => {
  it('sends each notice to its user in their language, with a button into the wallet, and marks it sent', async () => {
    const { fetch, marks, seenTokens } = outbox([
      {
        id: '11',
        telegramId: ALI.id,
        language: 'fa',
        kind: 'GIVEAWAY_WON',
        data: { amount: '5000', token: 'IRT' },
      },
      {
        id: '12',
        telegramId: SARA.id,
        language: 'en',
        kind: 'DEPOSIT_CREDITED',
        data: { amount: '10', token: 'USDT' },
      },
    ]);
    expect(await pump(fetch)).toBe(2);
    expect(telegram.messages(ALI.id).at(-1)).toMatchObject({
      text: 'تبریک! در قرعه‌کشی برنده شدید: ۵٬۰۰۰ تومان به کیف پول شما واریز شد.',
      reply_markup: { inline_keyboard: [[{ text: 'دیدن در کیف پول', web_app: { url: MINI_APP_URL } }]] },
    });
    expect(telegram.messages(SARA.id).at(-1)!.text).toBe(
      'Your deposit of 10 USDT has arrived in your wallet.',
    );
    expect(marks).toEqual([
      ['11', 'sent', null],
      ['12', 'sent', null],
    ]);
    expect([...seenTokens]).toEqual([TOKEN]);
  });

  it('marks a notice Telegram refuses as failed, to be tried again, and one it cannot word as given up', async () => {
    const { fetch, marks } = outbox([
      {
        id: '21',
        telegramId: 999,
        language: 'fa',
        kind: 'DEPOSIT_CREDITED',
        data: { amount: '1', token: 'IRT' },
      },
      { id: '22', telegramId: ALI.id, language: 'fa', kind: 'NOT_A_KIND', data: {} },
    ]);
    expect(await pump(fetch)).toBe(0);
    expect(marks).toEqual([
      ['21', 'failed', { isFinal: false }],
      ['22', 'failed', { isFinal: true }],
    ]);
  });

  it('fails the read when the outbox refuses, sending nothing', async () => {
    const refusing = (async () => new Response('{}', { status: 401 })) as typeof globalThis.fetch;
    await expect(pump(refusing)).rejects.toThrow(/401/);
  });
});
