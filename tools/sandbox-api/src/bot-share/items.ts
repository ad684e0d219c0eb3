import { and, desc, eq, inArray } from 'drizzle-orm';
import { normalizeSearchText, parseStartParam, toLatinDigits, type StartTarget } from '@wallet/core';
import type { Db } from '../db/client';
import type { UserRow } from '../profile/tables';
import { chequeLeft } from '../ad-cheques/cheques';
import { adChequeClaims, adCheques, type AdChequeRow } from '../ad-cheques/tables';
import { canonicalDecimal } from '../decimal';
import { giveawayParticipants, giveaways, type GiveawayRow } from '../giveaways/tables';
import { bannerPath } from '../giveaways/giveaways';
import { chequeShareItem, giveawayShareItem, type ShareItem, type ShareLanguage } from './messages';

/** Telegram shows at most 50 inline results. */
export const SHARE_ITEMS_MAX = 50;

/**
 * What one kind of item gives a user to share through the bot's inline mode, in their language, newest first.
 * A new kind (giveaways) is one more function in SHARE_ITEM_SOURCES.
 */
export type ShareItemSource = (db: Db, user: UserRow, share: ShareSetting) => Promise<ShareItem[]>;

/** How the items are written: the language, and the API's public address for their pictures (config.publicUrl). */
export interface ShareSetting {
  language: ShareLanguage;
  publicUrl: string | null;
}

/** The cheque's message shared by `referredById` (null: the creator, whose shares pay no referral prize). */
export async function chequeItemOf(
  db: Db,
  row: AdChequeRow,
  referredById: string | null,
  language: ShareLanguage,
): Promise<ShareItem> {
  return chequeShareItem(
    {
      id: String(row.id),
      token: row.token,
      activationPrize: canonicalDecimal(row.activationPrize),
      left: await chequeLeft(db, row),
      message: row.message,
      referredById,
    },
    language,
  );
}

/**
 * The user's ACTIVE cheques (their own, then those they claimed, which they share as the referrer so claims
 * through their message pay them), newest first.
 */
export const activeChequeItems: ShareItemSource = async (db, user, { language }) => {
  const own = await db
    .select()
    .from(adCheques)
    .where(and(eq(adCheques.creatorId, user.id), eq(adCheques.status, 'ACTIVE')))
    .orderBy(desc(adCheques.activatedAt), desc(adCheques.id))
    .limit(SHARE_ITEMS_MAX);
  const claimedIds = (
    await db
      .select({ chequeId: adChequeClaims.chequeId })
      .from(adChequeClaims)
      .where(eq(adChequeClaims.userId, user.id))
      .orderBy(desc(adChequeClaims.createdAt))
      .limit(SHARE_ITEMS_MAX)
  ).map((claim) => claim.chequeId);
  const claimed = claimedIds.length
    ? await db
        .select()
        .from(adCheques)
        .where(and(inArray(adCheques.id, claimedIds), eq(adCheques.status, 'ACTIVE')))
        .orderBy(desc(adCheques.activatedAt), desc(adCheques.id))
    : [];
  return Promise.all([
    ...own.map((row) => chequeItemOf(db, row, null, language)),
    ...claimed.map((row) => chequeItemOf(db, row, String(user.id), language)),
  ]);
};

/** The giveaway's message, as the bot's inline mode and a prepared message post it. */
export const giveawayItemOf = (row: GiveawayRow, { language, publicUrl }: ShareSetting): ShareItem =>
  giveawayShareItem(
    {
      id: String(row.id),
      token: row.token,
      totalPrize: canonicalDecimal(row.totalPrize),
      winners: row.prizes.reduce((sum, tier) => sum + tier.count, 0),
      title: row.title,
      bannerUrl: publicUrl ? `${publicUrl}${bannerPath(row.id)}` : null,
    },
    language,
  );

/** The user's ACTIVE giveaways, their own and those they joined, newest first: open to more participants. */
export const activeGiveawayItems: ShareItemSource = async (db, user, share) => {
  const own = await db
    .select()
    .from(giveaways)
    .where(and(eq(giveaways.creatorId, user.id), eq(giveaways.status, 'ACTIVE')))
    .orderBy(desc(giveaways.activatedAt), desc(giveaways.id))
    .limit(SHARE_ITEMS_MAX);
  const joinedIds = (
    await db
      .select({ giveawayId: giveawayParticipants.giveawayId })
      .from(giveawayParticipants)
      .where(eq(giveawayParticipants.userId, user.id))
      .orderBy(desc(giveawayParticipants.createdAt))
      .limit(SHARE_ITEMS_MAX)
  ).map((joined) => joined.giveawayId);
  const joined = joinedIds.length
    ? await db
        .select()
        .from(giveaways)
        .where(and(inArray(giveaways.id, joinedIds), eq(giveaways.status, 'ACTIVE')))
        .orderBy(desc(giveaways.activatedAt), desc(giveaways.id))
    : [];
  return [...own, ...joined].map((row) => giveawayItemOf(row, share));
};

/** Every kind of item a user may share, in the order the inline list shows them. */
export const SHARE_ITEM_SOURCES: ShareItemSource[] = [activeChequeItems, activeGiveawayItems];

/**
 * Whether an item answers what the user typed after the bot's name: every word of it in the item's title,
 * description or text, ignoring case, spaces inside words, Persian or Arabic digits and letters; an empty
 * query matches all.
 */
export function matchesShareQuery(item: ShareItem, query: string): boolean {
  // The mini-app's Share button, where it cannot send a prepared message, puts the item's start code after the
  // bot's name (switchInlineQuery): that code finds the item it names, whoever shares it.
  const named = parseStartParam(query.trim());
  if (named) return isSameItem(named, item.target);
  const haystack = normalizeSearchText(toLatinDigits(`${item.title} ${item.description} ${item.text}`))
    // Grouping separators are not typed: «۱۰٬۰۰۰» and «10000» are one number.
    .replace(/[,\u066c]/g, '');
  const words = toLatinDigits(query)
    .split(/\s+/)
    .map((word) => normalizeSearchText(word).replace(/[,\u066c]/g, ''))
    .filter(Boolean);
  return words.every((word) => haystack.includes(word));
}

/** Whether two targets name the same cheque or giveaway (a cheque's referrer aside). */
function isSameItem(a: StartTarget, b: StartTarget): boolean {
  if (a.kind === 'cheque' && b.kind === 'cheque') return a.chequeId === b.chequeId;
  if (a.kind === 'giveaway' && b.kind === 'giveaway') return a.giveawayId === b.giveawayId;
  return false;
}

/** The items the user may share that match the query, at most what Telegram shows. */
export async function shareItemsFor(
  db: Db,
  user: UserRow,
  query: string,
  share: ShareSetting,
  sources: readonly ShareItemSource[] = SHARE_ITEM_SOURCES,
): Promise<ShareItem[]> {
  const items: ShareItem[] = [];
  for (const source of sources) items.push(...(await source(db, user, share)));
  return items.filter((item) => matchesShareQuery(item, query)).slice(0, SHARE_ITEMS_MAX);
}
