import { Bot, InlineKeyboard, type Api } from 'grammy';
import type { InlineQueryResult } from 'grammy/types';
import { parseStartParam, shareResultOf, startParamFor, type StartTarget } from '@wallet/core';
import { languageOf, TEXTS, type BotLanguage, type NotificationData, type NotificationKind } from './texts';

export interface BotConfig {
  token: string;
  /** Where the Bot API is: the local Telegram host in development and tests; unset means Telegram. */
  apiRoot?: string;
  /** The mini-app's address, which the menu button and web-app buttons open. */
  miniAppUrl: string;
  /** The mini-app's t.me link (`https://t.me/<bot>/<app>`), which opens it with a start parameter. */
  miniAppLink: string;
  /** What a user may share from inline mode: their active cheques and giveaways. */
  shareSource?: ShareSource;
}

/** An item a user can post in a chat through the bot's inline mode. */
export interface SharedItem {
  /** Where the message's button leads (a cheque's claim, a giveaway). */
  target: StartTarget;
  title: string;
  description: string;
  /** The message posted in the chat. */
  text: string;
  photoUrl?: string;
}

export interface ShareSource {
  /** The user's items matching the query, written in `language` (the one the bot answers them in). */
  itemsFor(telegramId: number, query: string, language?: BotLanguage): Promise<SharedItem[]>;
}

/** The t.me link that opens the mini-app on a start code. */
export function startLink(miniAppLink: string, code: string): string {
  const url = new URL(miniAppLink);
  url.searchParams.set('startapp', code);
  return url.toString();
}

/**
 * The message and button an item posts: its picture where it has one, with the "Open" button. It is core's one
 * Bot API result for a shared item, the one the API's prepared messages send too.
 */
export function inlineResultOf(item: SharedItem, miniAppLink: string, openText: string): InlineQueryResult {
  return shareResultOf(
    { ...item, photoUrl: item.photoUrl ?? null },
    miniAppLink,
    openText,
  ) as InlineQueryResult;
}

/**
 * The wallet's bot: the menu button opens the mini-app; /start answers with a button that opens it, carrying a
 * start link's payload on to the page it names; inline mode offers the user's cheques and giveaways.
 */
export function createWalletBot(config: BotConfig): Bot {
  const bot = new Bot(config.token, { client: config.apiRoot ? { apiRoot: config.apiRoot } : {} });

  bot.command('start', async (ctx) => {
    const texts = TEXTS[languageOf(ctx.from?.language_code)];
    // A payload the grammar does not know opens the wallet as /start alone does, never an error.
    const target = parseStartParam(ctx.match);
    const keyboard = target
      ? new InlineKeyboard().url(texts.openWallet, startLink(config.miniAppLink, startParamFor(target)))
      : new InlineKeyboard().webApp(texts.openWallet, config.miniAppUrl);
    await ctx.reply(target ? texts.welcomeWithLink : texts.welcome, { reply_markup: keyboard });
  });

  bot.on('inline_query', async (ctx) => {
    const language = languageOf(ctx.from.language_code);
    const texts = TEXTS[language];
    const items = (await config.shareSource?.itemsFor(ctx.from.id, ctx.inlineQuery.query, language)) ?? [];
    await ctx.answerInlineQuery(
      items.slice(0, 50).map((item) => inlineResultOf(item, config.miniAppLink, texts.open)),
      {
        cache_time: 0,
        is_personal: true,
        // With nothing to share, a button into the mini-app where cheques and giveaways are made.
        ...(items.length === 0
          ? { button: { text: texts.noSharedItems, web_app: { url: config.miniAppUrl } } }
          : {}),
      },
    );
  });

  return bot;
}

/** Sets the menu button of every chat with the bot to the mini-app. */
export async function setMenuButton(api: Api, miniAppUrl: string): Promise<void> {
  await api.setChatMenuButton({
    menu_button: { type: 'web_app', text: TEXTS.fa.menuButton, web_app: { url: miniAppUrl } },
  });
}

/**
 * Tells a user what happened to their money as a bot message (push does not reach most users in Iran), in
 * their language, with a button into the wallet.
 */
export async function notify(
  api: Api,
  user: { telegramId: number; languageCode?: string },
  kind: NotificationKind,
  data: NotificationData,
  miniAppUrl: string,
): Promise<void> {
  const texts = TEXTS[languageOf(user.languageCode)];
  await api.sendMessage(user.telegramId, texts.notifications[kind](data), {
    reply_markup: new InlineKeyboard().webApp(texts.seeInWallet, miniAppUrl),
  });
}
