import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_OPEN_TEXT, shareResultOf, type ShareLanguage } from '@wallet/core';
import { inlineResultOf } from './bot';
import { httpShareSource, sharedItemOf } from './share-source';
import { TEXTS } from './texts';

const TOKEN = '7000000009:AAbot-test-token';
const MINI_APP_LINK = 'https://t.me/wallet_sandbox_bot/app';

/** The sandbox as the bot meets it: it answers what `answer` says and keeps what it was asked. */
let asked: IncomingMessage[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"items":[]}' };
let server: Server;
let sandboxUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sandboxUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SERVED_CHEQUE = {
  target: { kind: 'cheque' as const, chequeId: '42', referredById: '7' },
  title: 'چک هدیه ۱٬۰۰۰ تومان',
  description: '۹٬۰۰۰ تومان مانده',
  text: '🎁 با این چک ۱٬۰۰۰ تومان هدیه بگیرید!',
  photoUrl: null,
};

describe('the share source over HTTP', () => {
  it('asks the sandbox with the bot token for the user, query and language, and reads its items', async () => {
    asked = [];
    answer = { status: 200, body: JSON.stringify({ items: [SERVED_CHEQUE] }) };
    const lines: string[] = [];
    const source = httpShareSource({ sandboxUrl, botToken: TOKEN, log: (line) => lines.push(line) });
    const items = await source.itemsFor(7101, 'چک ۱۰۰۰', 'fa');
    expect(items).toEqual([
      {
        target: { kind: 'cheque', chequeId: '42', referredById: '7' },
        title: SERVED_CHEQUE.title,
        description: SERVED_CHEQUE.description,
        text: SERVED_CHEQUE.text,
      },
    ]);
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0]!.url!, sandboxUrl);
    expect(url.pathname).toBe('/internal/bot/share-items');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      telegramId: '7101',
      query: 'چک ۱۰۰۰',
      language: 'fa',
    });
    expect(asked[0]!.headers['x-bot-token']).toBe(TOKEN);
    expect(lines).toEqual([]);
  });

  it.each([
    ['refuses the bot', 401, '{"codeString":"UNAUTHORIZED"}'],
    ['fails', 500, '{}'],
    ['answers something that is not JSON', 200, '<html>'],
    ['answers without items', 200, '{"results":[]}'],
  ])('gives no items when the sandbox %s', async (_, status, body) => {
    answer = { status, body };
    const lines: string[] = [];
    const source = httpShareSource({ sandboxUrl, botToken: TOKEN, log: (line) => lines.push(line) });
    expect(await source.itemsFor(7101, '')).toEqual([]);
    expect(lines).toHaveLength(1);
  });

  it('gives no items, and does not throw, when the sandbox is down', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const lines: string[] = [];
    const source = httpShareSource({
      sandboxUrl: `http://127.0.0.1:${port}`,
      botToken: TOKEN,
      log: (line) => lines.push(line),
    });
    expect(await source.itemsFor(7101, '')).toEqual([]);
    expect(lines[0]).toMatch(/unreachable/);
  });

  it('gives no items when the sandbox is too slow for Telegram', async () => {
    const slow: typeof fetch = (_, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('timed out'))),
      );
    const source = httpShareSource({
      sandboxUrl,
      botToken: TOKEN,
      fetch: slow,
      timeoutMs: 50,
      log: () => {},
    });
    expect(await source.itemsFor(7101, '')).toEqual([]);
  });
});

describe('a served item', () => {
  it('keeps a giveaway and a photo at an https address', () => {
    expect(
      sharedItemOf({
        target: { kind: 'giveaway', giveawayId: '9' },
        title: 'Giveaway',
        description: '',
        text: 'Join',
        photoUrl: 'https://cdn.example/banner.jpg',
      }),
    ).toEqual({
      target: { kind: 'giveaway', giveawayId: '9' },
      title: 'Giveaway',
      description: '',
      text: 'Join',
      photoUrl: 'https://cdn.example/banner.jpg',
    });
  });

  it.each([
    ['an unknown kind', { ...SERVED_CHEQUE, target: { kind: 'invoice', invoiceId: '1' } }],
    ['an id the start code cannot carry', { ...SERVED_CHEQUE, target: { kind: 'cheque', chequeId: '0x1' } }],
    [
      'a referrer that is not an id',
      { ...SERVED_CHEQUE, target: { kind: 'cheque', chequeId: '4', referredById: 'x' } },
    ],
    ['no title', { ...SERVED_CHEQUE, title: '' }],
    ['no text', { ...SERVED_CHEQUE, text: 3 }],
  ])('is skipped with %s', (_, served) => {
    expect(sharedItemOf(served)).toBeNull();
  });

  it('drops a picture Telegram could not fetch (not https)', () => {
    expect(sharedItemOf({ ...SERVED_CHEQUE, photoUrl: 'http://127.0.0.1/x.jpg' })).not.toHaveProperty(
      'photoUrl',
    );
  });
});

// The sandbox prepares a cheque's message for shareMessage with @wallet/core's shareResultOf; the bot posts the
// same cheque from inline mode with its own inlineResultOf. A chat must see one message either way.
describe('the bot and the sandbox build one message for a cheque', () => {
  it.each(['fa', 'en'] as ShareLanguage[])(
    'in %s: the same text, button text and button link, as an article and as a photo',
    (language) => {
      expect(TEXTS[language].open).toBe(SHARE_OPEN_TEXT[language]);
      for (const photoUrl of [null, 'https://cdn.example/nowruz.jpg']) {
        const served = { ...SERVED_CHEQUE, photoUrl };
        const fromSandbox = shareResultOf(served, MINI_APP_LINK, SHARE_OPEN_TEXT[language]);
        const fromBot = inlineResultOf(sharedItemOf(served)!, MINI_APP_LINK, TEXTS[language].open);
        // grammY's keyboard is a class; what goes to Telegram is its JSON.
        expect(JSON.parse(JSON.stringify(fromBot))).toEqual(fromSandbox);
        expect(fromSandbox.reply_markup.inline_keyboard).toEqual([
          [{ text: TEXTS[language].open, url: `${MINI_APP_LINK}?startapp=c-42-r7` }],
        ]);
      }
    },
  );
});
