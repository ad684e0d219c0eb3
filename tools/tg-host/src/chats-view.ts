import type { InlineAnswer, TgChat, TgMessage, TgUser } from './bot-api';

// The chats of the host page: the bot's chat and the demo group, as the launched user sees them. The user writes
// to the bot, asks its inline mode, posts a result, and taps a message's button, which opens the mini-app as that
// user (with the start parameter of a t.me link).

interface ChatState {
  chat: TgChat;
  messages: TgMessage[];
  menuButton: { type: string; text?: string; web_app?: { url: string } };
}

interface Button {
  text: string;
  url?: string;
  web_app?: { url: string };
  callback_data?: string;
}

export interface ChatsHost {
  /** The Telegram user of the app in the frame. */
  user(): number;
  /** Opens the mini-app as that user, with a start parameter or none. */
  launchWith(startParam: string): void;
  /** A link the app or a message opened that is not the mini-app's. */
  openedLink(url: string): void;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** The start parameter of a t.me link to the bot's mini-app (`https://t.me/<bot>/<app>?startapp=…`), or null. */
export function startParamOfLink(url: string, botUsername: string): string | null {
  try {
    const link = new URL(url);
    if (link.hostname !== 't.me' || !link.pathname.startsWith(`/${botUsername}/`)) return null;
    return link.searchParams.get('startapp') ?? '';
  } catch {
    return null;
  }
}

export function mountChats(host: ChatsHost) {
  const chatSelect = byId<HTMLSelectElement>('chat');
  const list = byId<HTMLOListElement>('messages');
  const results = byId<HTMLUListElement>('inline-results');
  let bot: TgUser | null = null;
  let chats: ChatState[] = [];

  const selected = () => chats.find((state) => String(state.chat.id) === chatSelect.value) ?? chats[0];

  async function post(path: string, body: Record<string, unknown>, user = host.user()) {
    const answer = await fetch(`/__tg-host/chats/${path}?user=${user}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(((await answer.json()) as { error: string }).error);
    return answer.json() as Promise<unknown>;
  }

  function tap(button: Button) {
    if (button.web_app) return host.launchWith('');
    if (!button.url) return;
    const startParam = bot?.username ? startParamOfLink(button.url, bot.username) : null;
    if (startParam === null) host.openedLink(button.url);
    else host.launchWith(startParam);
  }

  function buttonsOf(markup: unknown): HTMLElement[] {
    const rows = (markup as { inline_keyboard?: Button[][] } | undefined)?.inline_keyboard ?? [];
    return rows.flat().map((button) => {
      const element = Object.assign(document.createElement('button'), {
        type: 'button',
        textContent: button.text,
      });
      element.addEventListener('click', () => tap(button));
      return element;
    });
  }

  function messageItem(message: TgMessage): HTMLLIElement {
    const item = document.createElement('li');
    const sender = message.from?.is_bot ? message.from.first_name : (message.from?.first_name ?? '');
    const via = message.via_bot ? ` via @${message.via_bot.username}` : '';
    item.append(Object.assign(document.createElement('strong'), { textContent: `${sender}${via}` }));
    const photo = message.photo?.at(-1);
    if (photo)
      item.append(Object.assign(document.createElement('img'), { src: photo.file_id, alt: 'Photo' }));
    const words = message.text ?? message.caption;
    if (words) item.append(Object.assign(document.createElement('p'), { textContent: words }));
    item.append(...buttonsOf(message.reply_markup));
    return item;
  }

  function render() {
    const current = chatSelect.value;
    chatSelect.replaceChildren(
      ...chats.map(
        ({ chat }) =>
          new Option(
            chat.type === 'private' ? (bot?.first_name ?? 'Bot') : (chat.title ?? ''),
            String(chat.id),
          ),
      ),
    );
    if (chats.some(({ chat }) => String(chat.id) === current)) chatSelect.value = current;
    const state = selected();
    list.replaceChildren(...(state?.messages ?? []).map(messageItem));
    const menu = byId<HTMLButtonElement>('menu-button');
    const hasMenu = state?.chat.type === 'private' && state.menuButton.type === 'web_app';
    menu.hidden = !hasMenu;
    menu.textContent = hasMenu ? (state.menuButton.text ?? '') : '';
  }

  // What the last refresh showed: the panel is drawn again only when the chats changed, so a message's buttons
  // stay the same elements between refreshes (a tap is not lost to a redraw) and an idle host costs nothing.
  let shown = '';

  async function refresh() {
    try {
      const user = host.user();
      const text = await (await fetch(`/__tg-host/chats?user=${user}`)).text();
      // An answer for the user launched before is late: the read for the one launched now follows.
      if (text === shown || user !== host.user()) return;
      const answer = JSON.parse(text) as { bot: TgUser; chats: ChatState[] };
      shown = text;
      bot = answer.bot;
      chats = answer.chats;
      render();
    } catch {
      // The next refresh tries again.
    }
  }

  function showResults(answer: InlineAnswer | null) {
    const items = (answer?.results ?? []).map((result) => {
      const item = document.createElement('li');
      const choose = Object.assign(document.createElement('button'), {
        type: 'button',
        textContent: `Post: ${String(result.title ?? result.id)}`,
      });
      choose.addEventListener('click', () => {
        void post('post-inline', { chat: selected()?.chat.id, result }).then(() => {
          results.replaceChildren();
          return refresh();
        });
      });
      item.append(choose);
      return item;
    });
    if (items.length === 0)
      items.push(Object.assign(document.createElement('li'), { textContent: 'No results' }));
    // The button Telegram shows with the results: the bot's way into the mini-app.
    if (answer?.button) {
      const item = document.createElement('li');
      item.append(...buttonsOf({ inline_keyboard: [[answer.button]] }));
      items.push(item);
    }
    results.replaceChildren(...items);
  }

  chatSelect.addEventListener('change', render);
  byId('menu-button').addEventListener('click', () => host.launchWith(''));
  byId('chat-send').addEventListener('click', () => {
    const input = byId<HTMLInputElement>('chat-text');
    const chat = selected()?.chat.id;
    if (!input.value || chat === undefined) return;
    void post('say', { chat, text: input.value }).then(() => {
      input.value = '';
      return refresh();
    });
  });
  byId('inline-ask').addEventListener('click', () => {
    const query = byId<HTMLInputElement>('inline-query').value;
    const chat = selected()?.chat;
    void post('inline', { query, chatType: chat?.type ?? 'private' }).then((answer) =>
      showResults(answer as InlineAnswer | null),
    );
  });

  // After the user acts in the panel, it reads the chats every second for a while, to show the bot's answers as
  // they come; otherwise it reads them once, when it opens and when a user is launched. A host page that keeps
  // reading while a page the app opened is in front (the bank's) stops painting when that page closes, so it
  // never reads while hidden, and one read runs at a time.
  const WATCH_MS = 30_000;
  let watchUntil = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isReading = false;
  const poll = () => {
    clearTimeout(timer);
    if (isReading || document.visibilityState === 'hidden' || Date.now() > watchUntil) return;
    isReading = true;
    void refresh().finally(() => {
      isReading = false;
      timer = setTimeout(poll, 1000);
    });
  };
  const watch = () => {
    watchUntil = Date.now() + WATCH_MS;
    poll();
  };
  chatSelect.addEventListener('change', watch);
  for (const id of ['chat-send', 'inline-ask', 'menu-button']) byId(id).addEventListener('click', watch);
  results.addEventListener('click', watch);
  list.addEventListener('click', watch);
  document.addEventListener('visibilitychange', poll);
  void refresh();

  return {
    refresh,
    /** A new user of the host joins the demo group, to see what is shared there. */
    join: (chatId: number, user: number) => post('join', { chat: chatId }, user).then(refresh),
    /** The app's shareMessage: the prepared message is sent to the chat shown. */
    sendPrepared: (prepared: string) =>
      post('share', { chat: selected()?.chat.id, prepared }).then(() => {
        watch();
        return refresh();
      }),
    /** The app's switchInlineQuery: its query is typed into the inline box. */
    typeInlineQuery(query: string) {
      byId<HTMLInputElement>('inline-query').value = query;
    },
  };
}
