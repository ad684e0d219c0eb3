import { and, desc, eq, gt } from 'drizzle-orm';
import type { Giveaway } from '@wallet/api';
import { askFirst, type HandlersOf, type Sandbox } from '../context';
import type { Db } from '../db/client';
import { giveawayItemOf } from '../bot-share/items';
import { shareLanguageOf } from '../bot-share/messages';
import { prepareShareMessage } from '../bot-share/prepared';
import { ApiFailure } from '../errors';
import { invoiceView } from '../invoices/invoices';
import { invoices } from '../invoices/tables';
import { newSupportCode } from '../money/transactions';
import type { UserRow } from '../profile/tables';
import { TelegramApiError, TelegramUnreachable } from '../telegram/bot-api';
import { cancelGiveaway, isDue, settleGiveaway } from './draw';
import {
  giveawayById,
  giveawayInvoice,
  giveawayTaskId,
  giveawayView,
  ownGiveaway,
  readEndsAt,
  readGiveawayData,
  readPrizes,
  resolveLimitations,
  sniffBanner,
  telegramUnavailable,
} from './giveaways';
import { giveawayParticipants, giveaways, type GiveawayRow } from './tables';

/** Telegram's member states that count as being in the chat (a restricted member still is, when is_member). */
const MEMBER_STATES = new Set(['member', 'administrator', 'creator']);

/** The limitations the user does not meet, each asked of Telegram's getChatMember. */
async function missingChats(sb: Sandbox, row: GiveawayRow, user: UserRow): Promise<string[]> {
  if (row.limitations.length === 0) return [];
  if (user.telegramId === null) throw new ApiFailure(422, 'TELEGRAM_ACCOUNT_NEEDED');
  const missing: string[] = [];
  for (const { chat } of row.limitations) {
    try {
      const member = await sb.telegram.call<{ status?: string; is_member?: boolean }>('getChatMember', {
        chat_id: chat,
        user_id: user.telegramId,
      });
      const status = member.status ?? '';
      if (!MEMBER_STATES.has(status) && !(status === 'restricted' && member.is_member === true)) {
        missing.push(chat);
      }
    } catch (failure) {
      // Telegram answers "user not found" or "chat not found" for someone it cannot place in the chat.
      if (failure instanceof TelegramApiError) missing.push(chat);
      else if (failure instanceof TelegramUnreachable) throw telegramUnavailable();
      else throw failure;
    }
  }
  return missing;
}

async function participantCodeOf(db: Db, giveawayId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: giveawayParticipants.participantCode })
    .from(giveawayParticipants)
    .where(and(eq(giveawayParticipants.giveawayId, giveawayId), eq(giveawayParticipants.userId, userId)));
  return row?.code ?? null;
}

/** Refuses a join the giveaway's state does not allow. */
function checkOpen(row: GiveawayRow, userId: number, now: Date) {
  if (row.creatorId === userId) throw new ApiFailure(422, 'GIVEAWAY_OWN');
  if (row.status === 'DRAWN' || row.endsAt.getTime() <= now.getTime()) {
    throw new ApiFailure(409, 'GIVEAWAY_ENDED');
  }
  if (row.status !== 'ACTIVE') throw new ApiFailure(409, 'GIVEAWAY_NOT_ACTIVE');
}

export const giveawayHandlers: HandlersOf<
  | 'createGiveaway'
  | 'giveaways'
  | 'giveaway'
  | 'payGiveaway'
  | 'participateGiveaway'
  | 'deleteGiveaway'
  | 'giveawayPreparedMessage'
> = {
  // The fields and banner are read, and each chat resolved with Telegram, before the transaction that writes.
  createGiveaway: askFirst(
    async ({ sb, db, input }) => {
      const data = readGiveawayData(input.body.dataString);
      const bytes = new Uint8Array(await input.body.banner.arrayBuffer());
      const bannerType = sniffBanner(bytes);
      const endsAt = readEndsAt(data.endsAt, sb.clock.now());
      const prizes = await readPrizes(db, data);
      const limitations = await resolveLimitations(sb, data.limitations);
      return { data, bytes, bannerType, endsAt, prizes, limitations };
    },
    async ({ sb, db, auth }, { data, bytes, bannerType, endsAt, prizes, limitations }) => {
      const [row] = await db
        .insert(giveaways)
        .values({
          creatorId: auth.user.id,
          // Markdown kept as typed: the client renders it without raw HTML.
          title: data.title,
          bannerBase64: Buffer.from(bytes).toString('base64'),
          bannerType,
          ...prizes,
          limitations,
          status: 'PENDING',
          returned: '0',
          endsAt,
          createdAt: sb.clock.now(),
        })
        .returning();
      return giveawayView(db, row!, auth.user.id);
    },
  ),

  async giveaways({ db, auth }) {
    const created = await db
      .select()
      .from(giveaways)
      .where(eq(giveaways.creatorId, auth.user.id))
      .orderBy(desc(giveaways.createdAt), desc(giveaways.id));
    const joined = await db
      .select({ giveaway: giveaways })
      .from(giveawayParticipants)
      .innerJoin(giveaways, eq(giveaways.id, giveawayParticipants.giveawayId))
      .where(eq(giveawayParticipants.userId, auth.user.id))
      .orderBy(desc(giveawayParticipants.createdAt), desc(giveawayParticipants.id));
    const view = (row: GiveawayRow): Promise<Giveaway> => giveawayView(db, row, auth.user.id);
    return {
      created: await Promise.all(created.map(view)),
      joined: await Promise.all(joined.map((each) => view(each.giveaway))),
    };
  },

  async giveaway({ sb, db, auth, input }) {
    let row = await giveawayById(db, input.params.id);
    // A giveaway past its end is drawn (or canceled) before it is shown, so its page never waits on the watcher.
    if (isDue(row, sb.clock.now())) {
      await settleGiveaway(sb, row.id);
      row = await giveawayById(db, row.id);
    }
    return giveawayView(db, row, auth.user.id);
  },

  async payGiveaway({ sb, db, auth, input }) {
    const row = await ownGiveaway(db, auth.user.id, input.params.id, { isLocked: true });
    if (row.status !== 'PENDING') throw new ApiFailure(409, 'GIVEAWAY_NOT_PENDING');
    const now = sb.clock.now();
    if (row.endsAt.getTime() <= now.getTime()) throw new ApiFailure(409, 'GIVEAWAY_ENDED');
    // The invoice still waiting for payment, when there is one, so a second tap does not make a second invoice.
    const [waiting] = await db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.taskId, giveawayTaskId(row.id)),
          eq(invoices.type, 'GIVEAWAY'),
          eq(invoices.status, 'PENDING'),
          gt(invoices.expiresAt, now),
        ),
      )
      .orderBy(desc(invoices.id))
      .limit(1);
    return invoiceView(waiting ?? (await giveawayInvoice(sb, db, row)), now);
  },

  // Membership is asked of Telegram before the transaction; the join is then written under the giveaway's lock.
  participateGiveaway: askFirst(
    async ({ sb, db, auth, input }) => {
      const row = await giveawayById(db, input.params.id);
      if (row.creatorId === auth.user.id) throw new ApiFailure(422, 'GIVEAWAY_OWN');
      // Joining again answers the participation already made, whatever Telegram says now.
      if ((await participantCodeOf(db, row.id, auth.user.id)) !== null) return;
      checkOpen(row, auth.user.id, sb.clock.now());
      const missing = await missingChats(sb, row, auth.user);
      if (missing.length > 0) {
        throw new ApiFailure(422, 'GIVEAWAY_LIMITATION_NOT_MET', `not a member of ${missing.join(', ')}`);
      }
    },
    async ({ sb, db, auth, input }) => {
      const userId = auth.user.id;
      const row = await giveawayById(db, input.params.id);
      if ((await participantCodeOf(db, row.id, userId)) === null) {
        // A share lock on the giveaway: the draw, which locks it for update, counts this join or refuses it.
        const [locked] = await db.select().from(giveaways).where(eq(giveaways.id, row.id)).for('share');
        checkOpen(locked!, userId, sb.clock.now());
        for (let tries = 0; tries < 3; tries++) {
          await db
            .insert(giveawayParticipants)
            .values({
              giveawayId: row.id,
              userId,
              participantCode: newSupportCode(),
              createdAt: sb.clock.now(),
            })
            .onConflictDoNothing();
          if ((await participantCodeOf(db, row.id, userId)) !== null) break;
        }
      }
      return giveawayView(db, await giveawayById(db, row.id), userId);
    },
  ),

  async deleteGiveaway({ sb, db, auth, input }) {
    const row = await ownGiveaway(db, auth.user.id, input.params.id, { isLocked: true });
    if (row.status !== 'PENDING') throw new ApiFailure(409, 'GIVEAWAY_NOT_PENDING');
    await cancelGiveaway(db, row, sb.clock.now());
    return giveawayView(db, await giveawayById(db, row.id), auth.user.id);
  },

  async giveawayPreparedMessage({ sb, db, auth, input }) {
    const row = await giveawayById(db, input.params.id);
    if (row.status === 'DRAWN' || row.endsAt.getTime() <= sb.clock.now().getTime()) {
      throw new ApiFailure(409, 'GIVEAWAY_ENDED');
    }
    if (row.status !== 'ACTIVE') throw new ApiFailure(409, 'GIVEAWAY_NOT_ACTIVE');
    const share = { language: shareLanguageOf(auth.user.language), publicUrl: sb.config.publicUrl ?? null };
    return prepareShareMessage(sb, auth.user, giveawayItemOf(row, share));
  },
};
