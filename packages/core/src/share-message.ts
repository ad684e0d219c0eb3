import { startParamFor, type StartTarget } from './start-param';

// The message an item (a cheque, a giveaway) is shared with in a Telegram chat, as an inline query result of the
// Bot API: what the bot's inline mode posts and what the server has the bot prepare for the mini-app's
// shareMessage (savePreparedInlineMessage). Both build it here, so a chat sees one message whichever way the user
// shared it.

/** The languages a shared message is written in: Persian, and English for everyone else. */
export type ShareLanguage = 'fa' | 'en';

/** An item a user may post in a chat. */
export interface ShareItem {
  /** Where the message's button leads, as a start code of the mini-app's link. */
  target: StartTarget;
  /** The result's title in the inline list. */
  title: string;
  /** The line under the title in the inline list. */
  description: string;
  /** The message posted in the chat (a photo's caption). */
  text: string;
  /** A picture of the item (a JPEG Telegram can fetch); none: a text message. */
  photoUrl?: string | null;
}

/** The text of the message's button. */
export const SHARE_OPEN_TEXT: Record<ShareLanguage, string> = { fa: 'باز کردن', en: 'Open' };

/**
 * The t.me link that opens the mini-app on a start code (`https://t.me/<bot>/<app>?startapp=<code>`). A code is
 * only `A-Z a-z 0-9 _ -`, so it needs no escaping.
 */
export function shareStartLink(miniAppLink: string, code: string): string {
  const [base = '', fragment] = miniAppLink.split('#', 2);
  const [path = '', query = ''] = base.split('?', 2);
  const kept = query.split('&').filter((pair) => pair !== '' && !pair.startsWith('startapp='));
  const link = `${path}?${[...kept, `startapp=${code}`].join('&')}`;
  return fragment === undefined ? link : `${link}#${fragment}`;
}

interface ShareKeyboard {
  inline_keyboard: { text: string; url: string }[][];
}

/** An inline query result as the Bot API takes it (answerInlineQuery, savePreparedInlineMessage). */
export type ShareResult =
  | {
      type: 'photo';
      id: string;
      photo_url: string;
      thumbnail_url: string;
      title: string;
      description: string;
      caption: string;
      reply_markup: ShareKeyboard;
    }
  | {
      type: 'article';
      id: string;
      title: string;
      description: string;
      input_message_content: { message_text: string };
      reply_markup: ShareKeyboard;
    };

/**
 * The item's message: its picture with the text as caption where it has one, else the text; one button that
 * opens the mini-app on the item's start code. The result's id is that code, unique among one user's items.
 */
export function shareResultOf(item: ShareItem, miniAppLink: string, openText: string): ShareResult {
  const code = startParamFor(item.target);
  const reply_markup = { inline_keyboard: [[{ text: openText, url: shareStartLink(miniAppLink, code) }]] };
  if (item.photoUrl) {
    return {
      type: 'photo',
      id: code,
      photo_url: item.photoUrl,
      thumbnail_url: item.photoUrl,
      title: item.title,
      description: item.description,
      caption: item.text,
      reply_markup,
    };
  }
  return {
    type: 'article',
    id: code,
    title: item.title,
    description: item.description,
    input_message_content: { message_text: item.text },
    reply_markup,
  };
}
