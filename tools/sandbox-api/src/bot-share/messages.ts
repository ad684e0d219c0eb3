import {
  formatAmount,
  SHARE_OPEN_TEXT,
  shareResultOf,
  type ShareItem,
  type ShareLanguage,
  type ShareResult,
} from '@wallet/core';

// What a cheque says when it is shared in a chat: the item the bot's inline mode posts (apps/bot gets it from
// GET /internal/bot/share-items) and a prepared message sends (savePreparedInlineMessage). Both turn it into the
// same Bot API result with @wallet/core's shareResultOf, so a chat sees one message whichever way it was shared.

export type { ShareItem, ShareLanguage };

export const shareLanguageOf = (language: string | null | undefined): ShareLanguage =>
  language === 'fa' ? 'fa' : 'en';

/** The item's message in the user's language (the one result builder of @wallet/core, which the bot uses too). */
export const shareResultIn = (item: ShareItem, miniAppLink: string, language: ShareLanguage): ShareResult =>
  shareResultOf(item, miniAppLink, SHARE_OPEN_TEXT[language]);

/** What a cheque's message is made of: the fields of the cheque it shows. */
export interface ChequeForShare {
  id: string;
  token: string;
  activationPrize: string;
  left: string;
  message: string | null;
  /** Who shares it, carried in the link so their shares pay them referral prizes (null: nobody). */
  referredById: string | null;
}

/** An amount as a chat reads it: grouped thousands, Persian digits in Persian, Toman by its name. */
export function shareAmount(amount: string, token: string, language: ShareLanguage): string {
  const figure = formatAmount(amount, { decimals: 18, locale: language });
  if (token === 'IRT') return language === 'fa' ? `${figure} تومان` : `${figure} Toman`;
  return `${figure} ${token}`;
}

/** The longest title Telegram shows in the inline list without cutting it. */
const TITLE_MAX = 64;

/** A cheque as a shared message: its prize in the title, what is left under it, its own message above the call. */
export function chequeShareItem(cheque: ChequeForShare, language: ShareLanguage): ShareItem {
  const prize = shareAmount(cheque.activationPrize, cheque.token, language);
  const left = shareAmount(cheque.left, cheque.token, language);
  const call =
    language === 'fa' ? `🎁 با این چک ${prize} هدیه بگیرید!` : `🎁 Claim ${prize} with this cheque!`;
  const title = language === 'fa' ? `چک هدیه ${prize}` : `Gift cheque: ${prize}`;
  return {
    target: { kind: 'cheque', chequeId: cheque.id, referredById: cheque.referredById },
    title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title,
    description: language === 'fa' ? `${left} مانده` : `${left} left`,
    text: cheque.message ? `${cheque.message}\n\n${call}` : call,
    photoUrl: null,
  };
}

/** What a giveaway's message is made of. */
export interface GiveawayForShare {
  id: string;
  token: string;
  totalPrize: string;
  winners: number;
  /** The title as its creator wrote it, in markdown: a chat shows its words. */
  title: string;
  /** The banner's public https address, the message's picture; null when Telegram cannot reach it. */
  bannerUrl: string | null;
}

/** Markdown's marks taken out of a title, so a chat shows its words (links keep their words). */
export function plainTitle(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A giveaway as a shared message: what it gives away in the title, its winners under it, its title above the call. */
export function giveawayShareItem(giveaway: GiveawayForShare, language: ShareLanguage): ShareItem {
  const prize = shareAmount(giveaway.totalPrize, giveaway.token, language);
  const winners = formatAmount(String(giveaway.winners), { decimals: 0, locale: language });
  const call = language === 'fa' ? `🎉 در این قرعه‌کشی شرکت کنید!` : `🎉 Join this giveaway!`;
  const title = language === 'fa' ? `قرعه‌کشی ${prize}` : `Giveaway: ${prize}`;
  const words = plainTitle(giveaway.title);
  return {
    target: { kind: 'giveaway', giveawayId: giveaway.id },
    title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title,
    description: language === 'fa' ? `${winners} برنده` : `${winners} winners`,
    text: words ? `${words}\n\n${call}` : call,
    photoUrl: giveaway.bannerUrl,
  };
}
