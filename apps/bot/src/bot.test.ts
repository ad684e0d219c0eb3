import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_API_METHODS, createBotApi, type BotApi, type TgUser } from '@wallet/tg-host/bot-api';
import { answerBotApiRequest } from '@wallet/tg-host/bot-api-http';
import { createWalletBot, notify, setMenuButton, type SharedItem } from './bot';

const TOKEN = '7000000009:AAbot-test-token';
const MINI_APP_URL = 'https://app.test/';
const MINI_APP_LINK = 'https://t.me/wallet_sandbox_bot/app';
const ALI: TgUser = { id: 7101, is_bot: false, first_name: 'Ali', language_code: 'fa' };
const SARA: TgUser = { id: 7102, is_bot: false, first_name: 'Sara', language_code: 'en-US' };
const CHEQUE: SharedItem = {
  target: { kind: 'cheque', chequeId: '42', referredById: '7' },
  title: 'چک ۱ USDT',
  description: 'برای هر نفر ۱ USDT',
  text: 'یک چک برای شما',
};

let api: BotApi;
let server: Server;
let apiRoot: string;
/** The Bot API methods the bot called, to keep the host's subset in step with it. */
const called = new Set<string>();

beforeAll(async () => {
  api = createBotApi({
    token: TOKEN,
    bot: { id: 7000000009, first_name: 'Wallet', username: 'wallet_sandbox_bot' },
    findUser: (id) => [ALI, SARA].find((user) => user.id === id),
    groups: [],
    inlineAnswerMs: 2000,
  });
  server = createServer((request, response) => {
    const method = /\/bot[^/]+\/(\w+)/.exec(request.url ?? '')?.[1];
    if (method) called.add(method);
    void answerBotApiRequest(api, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the bots asked their share source: who, what they typed, and in which language. */
const sourceAsked: [number, string, string | undefined][] = [];

function walletBot(items: SharedItem[] = []) {
  const bot = createWalletBot({
    token: TOKEN,
    apiRoot,
    miniAppUrl: MINI_APP_URL,
    miniAppLink: MINI_APP_LINK,
    shareSource: {
      itemsFor: async (telegramId, query, language) => {
        sourceAsked.push([telegramId, query, language]);
        return telegramId === ALI.id ? items : [];
      },
    },
  });
  /** Hands the bot every update waiting for it, as its long poll would. */
  const run = async () => {
    await bot.init();
    let offset = 0;
    for (;;) {
      const updates = await bot.api.getUpdates({ offset, timeout: 0 });
      if (updates.length === 0) return;
      for (const update of updates) await bot.handleUpdate(update);
      offset = updates.at(-1)!.update_id + 1;
    }
  };
  return { bot, run };
}

const lastMessage = (chatId: number) => api.messages(chatId).at(-1)!;

describe('the wallet bot', () => {
  it('answers /start in Persian with a button that opens the mini-app', async () => {
    const { run } = walletBot();
    api.userSays(ALI.id, ALI.id, '/start');
    await run();
    expect(lastMessage(ALI.id)).toMatchObject({
      text: expect.stringContaining('به کیف پول خوش آمدید'),
      reply_markup: { inline_keyboard: [[{ text: 'باز کردن کیف پول', web_app: { url: MINI_APP_URL } }]] },
    });
  });

  it("carries a start link's payload on to the mini-app, and opens the wallet for one it does not know", async () => {
    const { run } = walletBot();
    api.userSays(ALI.id, ALI.id, '/start c-42-r7');
    await run();
    expect(lastMessage(ALI.id).reply_markup).toEqual({
      inline_keyboard: [[{ text: 'باز کردن کیف پول', url: `${MINI_APP_LINK}?startapp=c-42-r7` }]],
    });
    api.userSays(ALI.id, ALI.id, '/start <script>');
    await run();
    expect(lastMessage(ALI.id)).toMatchObject({
      text: expect.stringContaining('به کیف پول خوش آمدید'),
      reply_markup: { inline_keyboard: [[{ web_app: { url: MINI_APP_URL } }]] },
    });
  });

  it('speaks English to a user whose Telegram is in English', async () => {
    const { run } = walletBot();
    api.userSays(SARA.id, SARA.id, '/start');
    await run();
    expect(lastMessage(SARA.id)).toMatchObject({
      text: expect.stringContaining('Welcome to the wallet'),
      reply_markup: { inline_keyboard: [[{ text: 'Open the wallet' }]] },
    });
  });

  it('sets the menu button to the mini-app', async () => {
    const { bot } = walletBot();
    await setMenuButton(bot.api, MINI_APP_URL);
    expect(api.menuButton(ALI.id)).toEqual({
      type: 'web_app',
      text: 'کیف پول',
      web_app: { url: MINI_APP_URL },
    });
  });

  it("offers the user's cheques in inline mode, each with its Open button to the claim", async () => {
    const { run } = walletBot([CHEQUE]);
    const asked = api.inlineQuery(ALI.id, '', 'supergroup');
    await run();
    expect(await asked).toEqual({
      results: [
        {
          type: 'article',
          id: 'c-42-r7',
          title: CHEQUE.title,
          description: CHEQUE.description,
          input_message_content: { message_text: CHEQUE.text },
          reply_markup: {
            inline_keyboard: [[{ text: 'باز کردن', url: `${MINI_APP_LINK}?startapp=c-42-r7` }]],
          },
        },
      ],
    });
  });

  it('asks the share source for what the user typed, in the language it answers them in', async () => {
    const { run } = walletBot([CHEQUE]);
    sourceAsked.length = 0;
    const fromAli = api.inlineQuery(ALI.id, 'چک ۱۰', 'supergroup');
    await run();
    await fromAli;
    const fromSara = api.inlineQuery(SARA.id, 'gift', 'private');
    await run();
    await fromSara;
    expect(sourceAsked).toEqual([
      [ALI.id, 'چک ۱۰', 'fa'],
      [SARA.id, 'gift', 'en'],
    ]);
  });

  it('offers a way to make one to a user with nothing to share', async () => {
    const { run } = walletBot([CHEQUE]);
    const asked = api.inlineQuery(SARA.id, 'x', 'private');
    await run();
    expect(await asked).toEqual({
      results: [],
      button: { text: 'Create a cheque or a giveaway', web_app: { url: MINI_APP_URL } },
    });
  });

  it('tells a user of their money as a message in their language', async () => {
    const { bot } = walletBot();
    await notify(
      bot.api,
      { telegramId: ALI.id, languageCode: 'fa' },
      'depositCredited',
      { amount: '۲٬۰۰۰٬۰۰۰ تومان' },
      MINI_APP_URL,
    );
    expect(lastMessage(ALI.id)).toMatchObject({
      text: 'واریز ۲٬۰۰۰٬۰۰۰ تومان به کیف پول شما نشست.',
      reply_markup: { inline_keyboard: [[{ text: 'دیدن در کیف پول', web_app: { url: MINI_APP_URL } }]] },
    });
    await notify(
      bot.api,
      { telegramId: SARA.id, languageCode: 'en' },
      'giveawayWon',
      { amount: '5 USDT' },
      MINI_APP_URL,
    );
    expect(lastMessage(SARA.id).text).toBe(
      'Congratulations! You won the giveaway: 5 USDT is in your wallet.',
    );
  });

  it('calls only the Bot API methods the local Telegram plays', () => {
    expect(called.size).toBeGreaterThan(3);
    expect([...called].filter((method) => !(BOT_API_METHODS as readonly string[]).includes(method))).toEqual(
      [],
    );
  });
});
