import { describe, expect, it } from 'vitest';
import { createBotApi, type TgUser } from './bot-api';

const TOKEN = '123:test-token';
const ALI: TgUser = { id: 7001, is_bot: false, first_name: 'Ali', language_code: 'fa' };
const SARA: TgUser = { id: 7002, is_bot: false, first_name: 'Sara', language_code: 'en' };
const GROUP = { id: -100501, type: 'supergroup' as const, title: 'Friends', username: 'friends_chat' };

function setUp() {
  const api = createBotApi({
    token: TOKEN,
    bot: { id: 900, first_name: 'Wallet', username: 'wallet_bot' },
    findUser: (id) => [ALI, SARA].find((user) => user.id === id),
    groups: [{ chat: GROUP, members: [ALI.id] }],
    now: () => new Date('2026-11-28T12:00:00Z'),
    inlineAnswerMs: 200,
  });
  const call = (method: string, params: Record<string, unknown> = {}) => api.call(TOKEN, method, params);
  return { api, call };
}

describe('the Bot API played by the host', () => {
  it('refuses another token and an unknown method as Telegram does', async () => {
    const { api, call } = setUp();
    expect(await api.call('999:other', 'getMe', {})).toEqual({
      ok: false,
      error_code: 401,
      description: 'Unauthorized',
    });
    expect(await call('sendDice')).toEqual({ ok: false, error_code: 404, description: 'Not Found' });
    expect(await call('getMe')).toMatchObject({
      ok: true,
      result: { id: 900, is_bot: true, username: 'wallet_bot' },
    });
  });

  it("hands a user's message to the bot as an update, marking a command, and forgets what was confirmed", async () => {
    const { api, call } = setUp();
    api.userSays(ALI.id, ALI.id, '/start c-42');
    const first = (await call('getUpdates', { offset: 0 })) as { result: Record<string, unknown>[] };
    expect(first.result).toHaveLength(1);
    expect(first.result[0]).toMatchObject({
      update_id: 1,
      message: {
        text: '/start c-42',
        from: { id: ALI.id },
        chat: { id: ALI.id, type: 'private' },
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    });
    expect(await call('getUpdates', { offset: 2 })).toEqual({ ok: true, result: [] });
  });

  it('holds a long poll open until an update arrives', async () => {
    const { api, call } = setUp();
    const polled = call('getUpdates', { offset: 1, timeout: 5 });
    setTimeout(() => api.userSays(SARA.id, SARA.id, 'hello'), 20);
    const answer = (await polled) as { result: { message: { text: string } }[] };
    expect(answer.result.map((update) => update.message.text)).toEqual(['hello']);
  });

  it("posts the bot's messages and photos, and refuses an unknown chat or an empty text", async () => {
    const { api, call } = setUp();
    const markup = { inline_keyboard: [[{ text: 'Open', web_app: { url: 'https://app.test/' } }]] };
    await call('sendMessage', { chat_id: ALI.id, text: 'سلام', reply_markup: markup });
    await call('sendPhoto', {
      chat_id: '@friends_chat',
      photo: 'https://app.test/p.png',
      caption: 'A cheque',
    });
    expect(api.messages(ALI.id)).toMatchObject([{ text: 'سلام', reply_markup: markup, from: { id: 900 } }]);
    expect(api.messages(GROUP.id)).toMatchObject([
      { caption: 'A cheque', photo: [{ file_id: 'https://app.test/p.png' }] },
    ]);
    expect(await call('sendMessage', { chat_id: 1, text: 'x' })).toMatchObject({
      ok: false,
      error_code: 400,
    });
    expect(await call('sendMessage', { chat_id: ALI.id, text: '' })).toMatchObject({
      ok: false,
      error_code: 400,
    });
  });

  it("gives a user's inline query to the bot and its answer back; an answer too late is refused", async () => {
    const { api, call } = setUp();
    const asked = api.inlineQuery(ALI.id, 'c-42', 'supergroup');
    const polled = (await call('getUpdates', { offset: 0 })) as {
      result: { inline_query: { id: string; query: string } }[];
    };
    const query = polled.result[0]!.inline_query;
    expect(query.query).toBe('c-42');
    const results = [
      { type: 'article', id: 'c-42', title: 'Cheque', input_message_content: { message_text: 'Claim' } },
    ];
    expect(await call('answerInlineQuery', { inline_query_id: query.id, results })).toEqual({
      ok: true,
      result: true,
    });
    expect(await asked).toEqual({ results });
    expect(await call('answerInlineQuery', { inline_query_id: query.id, results })).toMatchObject({
      ok: false,
    });

    const posted = api.postInlineResult(ALI.id, GROUP.id, results[0]!);
    expect(posted).toMatchObject({ text: 'Claim', from: { id: ALI.id }, via_bot: { id: 900 } });
    expect(await api.inlineQuery(ALI.id, 'nobody answers', 'private')).toBeNull();
  });

  it('keeps a prepared message for its user only, to send into a chat', async () => {
    const { api, call } = setUp();
    const saved = (await call('savePreparedInlineMessage', {
      user_id: ALI.id,
      result: {
        type: 'article',
        id: 'c-42',
        title: 'Cheque',
        input_message_content: { message_text: 'Claim it' },
      },
    })) as { result: { id: string } };
    expect(api.sendPrepared(ALI.id, GROUP.id, saved.result.id)).toMatchObject({
      text: 'Claim it',
      via_bot: { id: 900 },
    });
    expect(() => api.sendPrepared(SARA.id, SARA.id, saved.result.id)).toThrow(/prepared message not found/);
  });

  it('sets the menu button to the mini-app, for everyone or one chat', async () => {
    const { api, call } = setUp();
    const menu = { type: 'web_app', text: 'کیف پول', web_app: { url: 'https://app.test/' } };
    expect(await call('setChatMenuButton', { menu_button: menu })).toEqual({ ok: true, result: true });
    expect(api.menuButton(SARA.id)).toEqual(menu);
    expect(await call('setChatMenuButton', { menu_button: { type: 'web_app', text: 'x' } })).toMatchObject({
      ok: false,
    });
  });

  it('says who is in a group, as a giveaway condition asks, and lets a user join', async () => {
    const { api, call } = setUp();
    expect(await call('getChatMember', { chat_id: '@friends_chat', user_id: ALI.id })).toMatchObject({
      result: { status: 'member' },
    });
    expect(await call('getChatMember', { chat_id: GROUP.id, user_id: SARA.id })).toMatchObject({
      result: { status: 'left' },
    });
    api.join(SARA.id, GROUP.id);
    expect(await call('getChatMember', { chat_id: GROUP.id, user_id: SARA.id })).toMatchObject({
      result: { status: 'member' },
    });
  });

  it('reads a chat by id or @username, and a user as their private chat, as a giveaway asks', async () => {
    const { call } = setUp();
    expect(await call('getChat', { chat_id: '@friends_chat' })).toEqual({ ok: true, result: GROUP });
    expect(await call('getChat', { chat_id: GROUP.id })).toEqual({ ok: true, result: GROUP });
    expect(await call('getChat', { chat_id: String(GROUP.id) })).toEqual({ ok: true, result: GROUP });
    expect(await call('getChat', { chat_id: ALI.id })).toEqual({
      ok: true,
      result: { id: ALI.id, type: 'private', first_name: 'Ali' },
    });
    for (const chat_id of ['@nobody_here', -100999, 123456]) {
      expect(await call('getChat', { chat_id })).toEqual({
        ok: false,
        error_code: 400,
        description: 'Bad Request: chat not found',
      });
    }
  });

  it('hands a callback button press to the bot and keeps its answer', async () => {
    const { api, call } = setUp();
    const message = api.userSays(ALI.id, ALI.id, 'hi');
    const id = api.pressCallback(ALI.id, message, 'alerts:off');
    expect(await call('answerCallbackQuery', { callback_query_id: id, text: 'Done' })).toEqual({
      ok: true,
      result: true,
    });
    expect(api.callbackAnswer(id)).toBe('Done');
  });
});
