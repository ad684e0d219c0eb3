import type { Platform } from '@wallet/platform';

/** A link into the mini-app that opens it with `startParam` (Telegram's `startapp`), from the bot's app link. */
export function startAppLink(miniAppLink: string, startParam: string): string {
  const url = new URL(miniAppLink);
  url.searchParams.set('startapp', startParam);
  return url.toString();
}

/** What a share into a chat came to, so the page can say it. */
export type ShareOutcome =
  /** The messenger's dialog sent the bot's prepared message. */
  | 'sent'
  /** The dialog was closed, or the prepared message had expired: nothing was sent. */
  | 'notSent'
  /** The user picks a chat, whose input holds the bot's name and the query: the bot's results show there. */
  | 'inlineQuery'
  /** The host's share sheet (or Telegram's share link) took the link. */
  | 'sharedLink'
  /** The link was copied, for the user to paste where they like. */
  | 'copied';

export interface ChatShare {
  /** The message the bot prepared for this item (savePreparedInlineMessage), when the server made one. */
  preparedMessageId: string | null;
  /** What the bot's inline mode answers with this item (the same results the user sees typing the bot's name). */
  inlineQuery: string;
  /** The t.me link that opens the mini-app on this item. */
  link: string;
  /** The words that go with the link. */
  text: string;
}

/**
 * Shares an item (a cheque, a giveaway) into a chat the best way the host allows: the bot's prepared message
 * (shareMessage), else the bot's inline results (switchInlineQuery, only in an app opened in inline mode), else
 * the link through the host's share sheet, else the link copied.
 */
export async function shareInChat(platform: Platform, share: ChatShare): Promise<ShareOutcome> {
  if (share.preparedMessageId && platform.shareMessage) {
    return (await platform.shareMessage(share.preparedMessageId)) ? 'sent' : 'notSent';
  }
  if (platform.switchInlineQuery) {
    platform.switchInlineQuery(share.inlineQuery, ['users', 'groups', 'channels']);
    return 'inlineQuery';
  }
  if (platform.share) {
    try {
      await platform.share({ text: share.text, url: share.link });
      return 'sharedLink';
    } catch (failure) {
      // The user closed the share sheet.
      if (failure instanceof DOMException && failure.name === 'AbortError') return 'notSent';
      throw failure;
    }
  }
  await platform.clipboard.writeText(share.link);
  return 'copied';
}
