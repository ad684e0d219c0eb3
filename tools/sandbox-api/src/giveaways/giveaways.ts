import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import {
  type CreateGiveawayData,
  createGiveawayData,
  GIVEAWAY_BANNER_MAX_BYTES,
  GIVEAWAY_MAX_DAYS,
  GIVEAWAY_MAX_WINNERS,
  GIVEAWAY_MIN_MINUTES,
  type Giveaway,
  type GiveawayBannerType,
  giveawayBannerTypeOf,
  type GiveawayLimitation,
  INVOICE_PAYMENT_MINUTES,
} from '@wallet/api';
import { add, mul } from '@wallet/core';
import { DAY_MS, MINUTE_MS } from '../clock';
import { canonicalToken, coinConfig } from '../config/coins';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { canonicalDecimal } from '../decimal';
import { ApiFailure, badInput } from '../errors';
import { readPrize } from '../ad-cheques/cheques';
import { createInvoice } from '../invoices/invoices';
import type { InvoiceRow } from '../invoices/tables';
import { giveawayEscrow, systemAccount } from '../money/ledger';
import { FIAT_TOKEN } from '../money/spend-rules';
import { users } from '../profile/tables';
import { TelegramApiError, TelegramUnreachable } from '../telegram/bot-api';
import { priceTrade } from '../trade/pricing';
import { giveawayParticipants, giveaways, giveawayWinners, type GiveawayRow, type PrizeTier } from './tables';

/** How a giveaway's invoices name it: the invoice's taskId. */
const TASK_PREFIX = 'giveaway:';
export const giveawayTaskId = (giveawayId: number) => `${TASK_PREFIX}${giveawayId}`;
export const giveawayIdOfTask = (taskId: string | null): number | null =>
  taskId?.startsWith(TASK_PREFIX) ? Number(taskId.slice(TASK_PREFIX.length)) : null;

/** The draw's rule in words, as the view gives it (schemas/giveaways.ts giveawayDraw). */
export const DRAW_RULE =
  'score = SHA-256 hex of "seed:participantCode" for each participant; scores sorted ascending; the first ranks win the prize tiers in order.';

/** A participant's score in the draw: anyone holding the revealed seed computes the same. */
export const drawScore = (seed: string, participantCode: string) =>
  createHash('sha256').update(`${seed}:${participantCode}`).digest('hex');

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The banner's content type, by its first bytes (never its name or declared type): a JPEG, PNG or WebP of at most
 * GIVEAWAY_BANNER_MAX_BYTES. Anything else is 400 GIVEAWAY_BANNER_INVALID.
 */
export function sniffBanner(bytes: Uint8Array): GiveawayBannerType {
  if (bytes.length === 0 || bytes.length > GIVEAWAY_BANNER_MAX_BYTES) {
    throw new ApiFailure(400, 'GIVEAWAY_BANNER_INVALID', `banner: 1 to ${GIVEAWAY_BANNER_MAX_BYTES} bytes`);
  }
  const type = giveawayBannerTypeOf(bytes);
  if (type === null)
    throw new ApiFailure(400, 'GIVEAWAY_BANNER_INVALID', 'banner: not a JPEG, PNG or WebP image');
  return type;
}

/** dataString read as JSON and checked by createGiveawayData; 400 BAD_INPUT_VALUES naming what is wrong. */
export function readGiveawayData(dataString: string): CreateGiveawayData {
  let json: unknown;
  try {
    json = JSON.parse(dataString);
  } catch {
    throw badInput('dataString: not JSON');
  }
  const parsed = createGiveawayData.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badInput(`dataString.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** The prize tiers read with the token's decimals, their winners within GIVEAWAY_MAX_WINNERS, and their sum. */
export async function readPrizes(db: Db, data: CreateGiveawayData) {
  const token = canonicalToken(data.token);
  const { decimals } = await coinConfig(db, token);
  const prizes: PrizeTier[] = data.prizes.map((tier, i) => ({
    count: tier.count,
    amount: readPrize(tier.amount, decimals, `prizes.${i}.amount`),
  }));
  const winners = prizes.reduce((all, tier) => all + tier.count, 0);
  if (winners > GIVEAWAY_MAX_WINNERS) {
    throw new ApiFailure(400, 'BAD_INPUT_VALUES', `prizes: at most ${GIVEAWAY_MAX_WINNERS} winners in all`);
  }
  const totalPrize = canonicalDecimal(
    prizes.reduce((sum, tier) => add(sum, mul(tier.amount, String(tier.count))), '0'),
  );
  return { token, prizes, totalPrize };
}

/** endsAt between GIVEAWAY_MIN_MINUTES and GIVEAWAY_MAX_DAYS after now, on the sandbox clock. */
export function readEndsAt(endsAt: string, now: Date): Date {
  const at = new Date(endsAt);
  const earliest = now.getTime() + GIVEAWAY_MIN_MINUTES * MINUTE_MS;
  const latest = now.getTime() + GIVEAWAY_MAX_DAYS * DAY_MS;
  if (Number.isNaN(at.getTime()) || at.getTime() < earliest || at.getTime() > latest) {
    throw badInput(`endsAt: ${GIVEAWAY_MIN_MINUTES} minutes to ${GIVEAWAY_MAX_DAYS} days ahead`);
  }
  return at;
}

interface TelegramChat {
  id: number;
  type: string;
  title?: string;
  first_name?: string;
  username?: string;
  invite_link?: string;
}

/** Telegram could not be asked: the user may try again, nothing was changed. */
export const telegramUnavailable = () => new ApiFailure(422, 'TELEGRAM_UNAVAILABLE');

/**
 * Each chat as Telegram's getChat gives it: its title as the preview name, and its link (https://t.me/<username>
 * for a public chat, else its invite link, else none). A chat Telegram does not give the bot is 400
 * GIVEAWAY_CHAT_NOT_FOUND naming it.
 */
export async function resolveLimitations(
  sb: Sandbox,
  limitations: CreateGiveawayData['limitations'],
): Promise<GiveawayLimitation[]> {
  const resolved: GiveawayLimitation[] = [];
  for (const { chat } of limitations) {
    let found: TelegramChat;
    try {
      found = await sb.telegram.call<TelegramChat>('getChat', { chat_id: chat });
    } catch (failure) {
      if (failure instanceof TelegramApiError) throw new ApiFailure(400, 'GIVEAWAY_CHAT_NOT_FOUND', chat);
      if (failure instanceof TelegramUnreachable) throw telegramUnavailable();
      throw failure;
    }
    resolved.push({
      chat,
      previewName: found.title ?? found.first_name ?? chat,
      url: found.username ? `https://t.me/${found.username}` : (found.invite_link ?? null),
    });
  }
  return resolved;
}

/** A giveaway by id, locked for the rest of the transaction when asked; 404 GIVEAWAY_NOT_FOUND when none. */
export async function giveawayById(
  db: Db,
  id: string | number,
  { isLocked = false } = {},
): Promise<GiveawayRow> {
  if (!/^\d{1,18}$/.test(String(id))) throw new ApiFailure(404, 'GIVEAWAY_NOT_FOUND');
  const query = db
    .select()
    .from(giveaways)
    .where(eq(giveaways.id, Number(id)));
  const [row] = isLocked ? await query.for('update') : await query;
  if (!row) throw new ApiFailure(404, 'GIVEAWAY_NOT_FOUND');
  return row;
}

/** One of the user's own giveaways; another user's is the same 404. */
export async function ownGiveaway(db: Db, userId: number, id: string, options = {}): Promise<GiveawayRow> {
  const row = await giveawayById(db, id, options);
  if (row.creatorId !== userId) throw new ApiFailure(404, 'GIVEAWAY_NOT_FOUND');
  return row;
}

/** The giveaway's own escrow account in its token. */
export const giveawayEscrowAccount = (db: Db, row: GiveawayRow) =>
  systemAccount(db, giveawayEscrow(row.id), row.token);

/** A winner's name as everyone may see it: the first letter of their first name, the rest hidden. */
export function shortName(firstName: string | null): string {
  const first = firstName?.trim().match(/\p{L}/u)?.[0];
  return first ? `${first}…` : 'کاربر …';
}

export const bannerPath = (id: number) => `/v1/giveaway/${id}/banner`;

export async function giveawayView(db: Db, row: GiveawayRow, viewerId: number): Promise<Giveaway> {
  const [joined] = await db
    .select({ code: giveawayParticipants.participantCode })
    .from(giveawayParticipants)
    .where(and(eq(giveawayParticipants.giveawayId, row.id), eq(giveawayParticipants.userId, viewerId)));
  const [counted] = await db
    .select({ n: count() })
    .from(giveawayParticipants)
    .where(eq(giveawayParticipants.giveawayId, row.id));
  const winners =
    row.status === 'DRAWN'
      ? await db
          .select({
            rank: giveawayWinners.rank,
            userId: giveawayWinners.userId,
            participantCode: giveawayWinners.participantCode,
            amount: giveawayWinners.amount,
            firstName: users.officialFirstName,
            displayName: users.displayName,
          })
          .from(giveawayWinners)
          .innerJoin(users, eq(users.id, giveawayWinners.userId))
          .where(eq(giveawayWinners.giveawayId, row.id))
          .orderBy(giveawayWinners.rank)
      : [];
  const won = winners.find((winner) => winner.userId === viewerId);
  return {
    id: String(row.id),
    creatorId: String(row.creatorId),
    title: row.title,
    bannerUrl: bannerPath(row.id),
    endsAt: row.endsAt.toISOString(),
    token: row.token,
    prizes: row.prizes.map((tier) => ({ count: tier.count, amount: canonicalDecimal(tier.amount) })),
    totalPrize: canonicalDecimal(row.totalPrize),
    limitations: row.limitations,
    status: row.status,
    participants: counted?.n ?? 0,
    isParticipating: joined !== undefined,
    participantCode: joined?.code ?? null,
    isCreator: row.creatorId === viewerId,
    draw: row.seedHash
      ? { seedHash: row.seedHash, seed: row.status === 'DRAWN' ? row.seed : null, rule: DRAW_RULE }
      : null,
    winners: winners.map((winner) => ({
      rank: winner.rank,
      participantCode: winner.participantCode,
      displayName: shortName(winner.firstName ?? winner.displayName),
      amount: canonicalDecimal(winner.amount),
    })),
    prizeWon: row.status === 'DRAWN' ? canonicalDecimal(won?.amount ?? '0') : null,
    returned: canonicalDecimal(row.returned),
    createdAt: row.createdAt.toISOString(),
    drawnAt: row.drawnAt?.toISOString() ?? null,
  };
}

/**
 * A new GIVEAWAY invoice of the giveaway's totalPrize: priced in Toman (for another token, what buys that amount
 * at this instant), as an ad cheque's invoice is.
 */
export async function giveawayInvoice(sb: Sandbox, db: Db, row: GiveawayRow): Promise<InvoiceRow> {
  const now = sb.clock.now();
  const amount = canonicalDecimal(row.totalPrize);
  const toman =
    row.token === FIAT_TOKEN
      ? amount
      : (
          await priceTrade(
            sb,
            db,
            { sourceToken: FIAT_TOKEN, destinationToken: row.token, destinationAmount: amount },
            now,
          )
        ).sourceAmount;
  return createInvoice(db, {
    userId: row.creatorId,
    type: 'GIVEAWAY',
    amount: toman,
    product: { item: row.token, quantity: amount, taskId: giveawayTaskId(row.id) },
    at: now,
    expiresAt: new Date(now.getTime() + INVOICE_PAYMENT_MINUTES * MINUTE_MS),
  });
}
