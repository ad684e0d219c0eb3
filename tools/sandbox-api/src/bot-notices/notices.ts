import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../profile/tables';
import { denyWriteAccess } from './settings';
import { botNotices, notificationSettings, type BotNoticeData, type BotNoticeKind } from './tables';

/** Tries to send one notice before it is given up (Telegram down for a while, a user who blocked the bot). */
export const BOT_NOTICE_MAX_ATTEMPTS = 5;

/**
 * Puts a message for the user in the bot's outbox, in the caller's transaction: it is sent only if what it tells
 * happened. It is queued only for a user with a Telegram account who has not logged out inside Telegram, has this
 * kind on in their notification settings, and has not DENIED write access. UNKNOWN write access (never asked in
 * the mini-app, as for a user who only ever used the website) still queues: Telegram lets the bot write to anyone
 * who started it, and a user who did not will make the send fail, which tells the bot to stop. Answers whether it
 * was queued.
 */
export async function enqueueNotice(
  db: Db,
  notice: { userId: number; kind: BotNoticeKind; data: BotNoticeData; at: Date },
): Promise<boolean> {
  const [user] = await db
    .select({
      telegramId: users.telegramId,
      loggedOut: users.telegramLoggedOut,
      kindsOff: notificationSettings.kindsOff,
      writeAccess: notificationSettings.writeAccess,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, notice.userId));
  if (!user?.telegramId || user.loggedOut) return false;
  if (user.writeAccess === 'DENIED' || user.kindsOff?.includes(notice.kind)) return false;
  await db.insert(botNotices).values({
    userId: notice.userId,
    kind: notice.kind,
    data: notice.data,
    createdAt: notice.at,
    attempts: 0,
  });
  return true;
}

/** A notice as the bot reads it: whom to write to, in which language, and what. */
export interface WaitingNotice {
  id: string;
  telegramId: number;
  language: string;
  kind: BotNoticeKind;
  data: BotNoticeData;
}

/** The oldest notices not yet sent nor given up, at most `limit`. */
export async function waitingNotices(db: Db, limit: number): Promise<WaitingNotice[]> {
  const rows = await db
    .select({
      id: botNotices.id,
      telegramId: users.telegramId,
      language: users.language,
      kind: botNotices.kind,
      data: botNotices.data,
    })
    .from(botNotices)
    .innerJoin(users, eq(users.id, botNotices.userId))
    .where(and(isNull(botNotices.sentAt), isNull(botNotices.failedAt)))
    .orderBy(asc(botNotices.id))
    .limit(limit);
  return rows.flatMap((row) =>
    row.telegramId
      ? [
          {
            id: String(row.id),
            telegramId: row.telegramId,
            language: row.language,
            kind: row.kind,
            data: row.data,
          },
        ]
      : [],
  );
}

/**
 * What became of a notice the bot tried: sent; or failed, tried again later until BOT_NOTICE_MAX_ATTEMPTS, at once
 * given up when `isFinal` (Telegram said the user blocked the bot). A final failure also makes the user's write
 * access DENIED in the same transaction, so nothing more is queued for them until they grant it again in the
 * mini-app. Answers false for a notice that is not waiting.
 */
export async function markNotice(
  db: Db,
  id: number,
  outcome: { sent: true } | { sent: false; isFinal: boolean },
  at: Date,
): Promise<boolean> {
  const waiting = and(eq(botNotices.id, id), isNull(botNotices.sentAt), isNull(botNotices.failedAt));
  if (outcome.sent) {
    const sent = await db
      .update(botNotices)
      .set({ sentAt: at })
      .where(waiting)
      .returning({ id: botNotices.id });
    return sent.length > 0;
  }
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(botNotices)
      .set({
        attempts: sql`${botNotices.attempts} + 1`,
        failedAt: outcome.isFinal
          ? at
          : sql`CASE WHEN ${botNotices.attempts} + 1 >= ${BOT_NOTICE_MAX_ATTEMPTS} THEN ${at.toISOString()}::timestamptz ELSE NULL END`,
      })
      .where(waiting)
      .returning({ userId: botNotices.userId });
    if (!failed) return false;
    if (outcome.isFinal) await denyWriteAccess(tx, failed.userId, at);
    return true;
  });
}
