// The part of Telegram's Bot API the wallet's bot uses, played without a network: chats, their messages, the
// updates waiting for the bot, inline queries and prepared messages. The host's server answers
// /bot<token>/<method> with it, and its page shows the chats and acts as their users.

/** The methods played here; the bot's own list (apps/bot) is kept inside it by a test. */
export const BOT_API_METHODS = [
  'getMe',
  'getUpdates',
  'deleteWebhook',
  'setMyCommands',
  'sendMessage',
  'sendPhoto',
  'answerInlineQuery',
  'savePreparedInlineMessage',
  'setChatMenuButton',
  'getChatMenuButton',
  'answerCallbackQuery',
  'getChatMember',
  'getChat',
] as const;
export type BotApiMethod = (typeof BOT_API_METHODS)[number];

export interface TgUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export interface TgChat {
  id: number;
  type: 'private' | 'group' | 'supergroup' | 'channel';
  title?: string;
  username?: string;
  first_name?: string;
}

export interface TgMessage {
  message_id: number;
  date: number;
  chat: TgChat;
  from?: TgUser;
  via_bot?: TgUser;
  text?: string;
  caption?: string;
  /** A photo by its URL: the host keeps no files. */
  photo?: { file_id: string; file_unique_id: string; width: number; height: number }[];
  reply_markup?: unknown;
}

export interface InlineAnswer {
  results: Record<string, unknown>[];
  button?: { text: string; start_parameter?: string; web_app?: { url: string } };
}

export type Answer = { ok: true; result: unknown } | { ok: false; error_code: number; description: string };

/** A group or channel of the host, with who is in it. */
export interface ChatSeed {
  chat: TgChat;
  members: number[];
}

export interface BotApiOptions {
  token: string;
  bot: { id: number; first_name: string; username: string };
  /** The Telegram user of an id, when there is one (the host's demo users and the new ones it makes up). */
  findUser: (id: number) => TgUser | undefined;
  groups: ChatSeed[];
  now?: () => Date;
  /** How long a user's inline query waits for the bot's answer. */
  inlineAnswerMs?: number;
}

type Update = Record<string, unknown> & { update_id: number };

class BotApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const badRequest = (what: string) => new BotApiError(400, `Bad Request: ${what}`);

const WEB_APP_MENU = (button: Record<string, unknown>) =>
  button.type === 'web_app' &&
  typeof button.text === 'string' &&
  typeof (button.web_app as { url?: unknown } | undefined)?.url === 'string';

export function createBotApi(options: BotApiOptions) {
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const botUser: TgUser = {
    id: options.bot.id,
    is_bot: true,
    first_name: options.bot.first_name,
    username: options.bot.username,
  };
  const groups = new Map(
    options.groups.map((seed) => [seed.chat.id, { chat: seed.chat, members: [...seed.members] }]),
  );
  const messages = new Map<number, TgMessage[]>();
  const updates: Update[] = [];
  const waiters = new Set<() => void>();
  const inlineAnswers = new Map<string, (answer: InlineAnswer) => void>();
  const prepared = new Map<string, { userId: number; result: Record<string, unknown>; expires: number }>();
  const callbackAnswers = new Map<string, string | null>();
  const menuButtons = new Map<number | 'default', Record<string, unknown>>();
  let nextUpdateId = 1;
  let nextMessageId = 1;
  let nextQueryId = 1;
  let nextPreparedId = 1;

  const privateChat = (user: TgUser): TgChat => ({
    id: user.id,
    type: 'private',
    first_name: user.first_name,
    ...(user.username ? { username: user.username } : {}),
  });

  function userOf(id: number): TgUser {
    const user = options.findUser(id);
    if (!user) throw badRequest('user not found');
    return user;
  }

  function chatOf(chatId: unknown): TgChat {
    if (typeof chatId === 'string' && chatId.startsWith('@')) {
      const seed = [...groups.values()].find((group) => `@${group.chat.username}` === chatId);
      if (seed) return seed.chat;
      throw badRequest('chat not found');
    }
    const id = Number(chatId);
    const group = groups.get(id);
    if (group) return group.chat;
    const user = id > 0 ? options.findUser(id) : undefined;
    if (user) return privateChat(user);
    throw badRequest('chat not found');
  }

  function post(message: Omit<TgMessage, 'message_id' | 'date'>): TgMessage {
    const full: TgMessage = { message_id: nextMessageId++, date: now(), ...message };
    messages.set(full.chat.id, [...(messages.get(full.chat.id) ?? []), full]);
    return full;
  }

  function push(update: Record<string, unknown>) {
    updates.push({ update_id: nextUpdateId++, ...update });
    for (const wake of waiters) wake();
  }

  async function waitForUpdates(offset: number, timeoutSeconds: number): Promise<void> {
    if (updates.some((update) => update.update_id >= offset) || timeoutSeconds <= 0) return;
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, Math.min(timeoutSeconds, 50) * 1000);
      waiters.add(wake);
    });
  }

  const text = (value: unknown, what: string, max = 4096) => {
    if (typeof value !== 'string' || value.length === 0) throw badRequest(`${what} is empty`);
    if (value.length > max) throw badRequest(`${what} is too long`);
    return value;
  };

  const replyMarkup = (value: unknown) => {
    if (value === undefined) return {};
    const markup = typeof value === 'string' ? JSON.parse(value) : value;
    return { reply_markup: markup };
  };

  const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

  const methods: Record<BotApiMethod, (params: Record<string, unknown>) => unknown | Promise<unknown>> = {
    getMe: () => ({ ...botUser, can_join_groups: true, supports_inline_queries: true }),
    async getUpdates(params) {
      const offset = Number(params.offset ?? 0);
      // Asking from an offset confirms every update before it, as Telegram forgets them.
      while (updates.length && updates[0]!.update_id < offset) updates.shift();
      await waitForUpdates(offset, Number(params.timeout ?? 0));
      const limit = Math.min(Math.max(Number(params.limit ?? 100), 1), 100);
      return updates.filter((update) => update.update_id >= offset).slice(0, limit);
    },
    deleteWebhook: () => true,
    setMyCommands: () => true,
    sendMessage(params) {
      const chat = chatOf(params.chat_id);
      return post({
        chat,
        from: botUser,
        text: text(params.text, 'message text'),
        ...replyMarkup(params.reply_markup),
      });
    },
    sendPhoto(params) {
      const chat = chatOf(params.chat_id);
      const photo = text(params.photo, 'photo', 2048);
      return post({
        chat,
        from: botUser,
        photo: [{ file_id: photo, file_unique_id: photo, width: 800, height: 450 }],
        ...(typeof params.caption === 'string' ? { caption: params.caption } : {}),
        ...replyMarkup(params.reply_markup),
      });
    },
    answerInlineQuery(params) {
      const id = String(params.inline_query_id ?? '');
      const deliver = inlineAnswers.get(id);
      if (!deliver) throw badRequest('query is too old and response timeout expired or query ID is invalid');
      const results = parsed(params.results);
      if (!Array.isArray(results) || results.length > 50) throw badRequest('results are invalid');
      inlineAnswers.delete(id);
      const button = params.button === undefined ? undefined : parsed(params.button);
      deliver({ results, ...(button ? { button } : {}) });
      return true;
    },
    savePreparedInlineMessage(params) {
      const userId = Number(params.user_id);
      userOf(userId);
      const result = parsed(params.result) as Record<string, unknown> | undefined;
      if (!result || typeof result.type !== 'string' || typeof result.id !== 'string')
        throw badRequest('result is invalid');
      const id = `prep${nextPreparedId++}`;
      const expires = now() + 24 * 3600;
      prepared.set(id, { userId, result, expires });
      return { id, expiration_date: expires };
    },
    setChatMenuButton(params) {
      const button = params.menu_button === undefined ? { type: 'default' } : parsed(params.menu_button);
      if (button.type !== 'default' && !WEB_APP_MENU(button)) throw badRequest('menu button is invalid');
      menuButtons.set(params.chat_id === undefined ? 'default' : chatOf(params.chat_id).id, button);
      return true;
    },
    getChatMenuButton(params) {
      const key = params.chat_id === undefined ? 'default' : chatOf(params.chat_id).id;
      return menuButtons.get(key) ?? menuButtons.get('default') ?? { type: 'default' };
    },
    answerCallbackQuery(params) {
      const id = String(params.callback_query_id ?? '');
      if (!callbackAnswers.has(id)) throw badRequest('query is too old or query ID is invalid');
      callbackAnswers.set(id, typeof params.text === 'string' ? params.text : null);
      return true;
    },
    /** A chat by id or @username, as a giveaway reads the preview name and link of a chat it asks to join. */
    getChat(params) {
      return chatOf(params.chat_id);
    },
    getChatMember(params) {
      const chat = chatOf(params.chat_id);
      const user = userOf(Number(params.user_id));
      const seed = groups.get(chat.id);
      const isMember = seed ? seed.members.includes(user.id) : chat.id === user.id;
      return { status: isMember ? 'member' : 'left', user };
    },
  };

  return {
    bot: botUser,
    /** Answers a Bot API call as Telegram would. */
    async call(token: string, method: string, params: Record<string, unknown>): Promise<Answer> {
      if (token !== options.token) return { ok: false, error_code: 401, description: 'Unauthorized' };
      const run = (methods as Record<string, ((p: Record<string, unknown>) => unknown) | undefined>)[method];
      if (!run) return { ok: false, error_code: 404, description: 'Not Found' };
      try {
        return { ok: true, result: await run(params) };
      } catch (failure) {
        if (failure instanceof BotApiError)
          return { ok: false, error_code: failure.code, description: failure.message };
        if (failure instanceof SyntaxError)
          return { ok: false, error_code: 400, description: "Bad Request: can't parse JSON" };
        throw failure;
      }
    },
    /** The chats a user sees: the bot's private chat and the groups they are in. */
    chatsOf(userId: number): TgChat[] {
      const user = userOf(userId);
      return [
        privateChat(user),
        ...[...groups.values()].filter((seed) => seed.members.includes(userId)).map((seed) => seed.chat),
      ];
    },
    messages: (chatId: number): TgMessage[] => messages.get(chatId) ?? [],
    /** A user joins a group or channel (a new user of the host joins the demo group to see what is shared). */
    join(userId: number, chatId: number) {
      userOf(userId);
      const seed = groups.get(chatId);
      if (!seed) throw badRequest('chat not found');
      if (!seed.members.includes(userId)) seed.members.push(userId);
    },
    menuButton: (chatId: number) =>
      menuButtons.get(chatId) ?? menuButtons.get('default') ?? { type: 'default' },
    /** A user writes in a chat; the bot gets it as an update. */
    userSays(userId: number, chatId: number, words: string): TgMessage {
      const from = userOf(userId);
      const chat = chatOf(chatId);
      const message = post({ chat, from, text: text(words, 'message text') });
      const command = /^\/[a-z_]+/.exec(words)?.[0];
      push({
        message: command
          ? { ...message, entities: [{ type: 'bot_command', offset: 0, length: command.length }] }
          : message,
      });
      return message;
    },
    /** A user types the bot's name and a query in a chat: the bot's answer, or null when it did not answer in time. */
    async inlineQuery(userId: number, query: string, chatType: string): Promise<InlineAnswer | null> {
      const from = userOf(userId);
      const id = String(nextQueryId++);
      const answered = new Promise<InlineAnswer | null>((resolve) => {
        inlineAnswers.set(id, resolve);
        setTimeout(() => {
          if (inlineAnswers.delete(id)) resolve(null);
        }, options.inlineAnswerMs ?? 5000);
      });
      push({ inline_query: { id, from, query, offset: '', chat_type: chatType } });
      return answered;
    },
    /** A user picks an inline result: it is posted in the chat as sent by them via the bot. */
    postInlineResult(userId: number, chatId: number, result: Record<string, unknown>): TgMessage {
      const from = userOf(userId);
      return post({ chat: chatOf(chatId), from, via_bot: botUser, ...contentOf(result) });
    },
    /** A user sends a message the bot prepared for them (shareMessage) to a chat. */
    sendPrepared(userId: number, chatId: number, preparedId: string): TgMessage {
      const entry = prepared.get(preparedId);
      if (!entry || entry.userId !== userId || entry.expires < now())
        throw badRequest('prepared message not found');
      return post({
        chat: chatOf(chatId),
        from: userOf(userId),
        via_bot: botUser,
        ...contentOf(entry.result),
      });
    },
    prepared: (id: string) => prepared.get(id)?.result ?? null,
    /** A user presses a message's callback button. */
    pressCallback(userId: number, message: TgMessage, data: string): string {
      const id = `cb${nextQueryId++}`;
      callbackAnswers.set(id, null);
      push({
        callback_query: { id, from: userOf(userId), message, chat_instance: String(message.chat.id), data },
      });
      return id;
    },
    callbackAnswer: (id: string) => callbackAnswers.get(id) ?? null,
  };
}

/** What an inline result (article or photo) posts in a chat. */
function contentOf(
  result: Record<string, unknown>,
): Pick<TgMessage, 'text' | 'caption' | 'photo' | 'reply_markup'> {
  const markup = result.reply_markup ? { reply_markup: result.reply_markup } : {};
  if (result.type === 'photo') {
    const url = String(result.photo_url ?? '');
    return {
      photo: [{ file_id: url, file_unique_id: url, width: 800, height: 450 }],
      ...(typeof result.caption === 'string' ? { caption: result.caption } : {}),
      ...markup,
    };
  }
  const content = result.input_message_content as { message_text?: string } | undefined;
  return { text: content?.message_text ?? String(result.title ?? ''), ...markup };
}

export type BotApi = ReturnType<typeof createBotApi>;
