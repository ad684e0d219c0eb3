import { eq, sql } from 'drizzle-orm';
import {
  BOT_MESSAGE_KINDS,
  type BotMessageKind,
  type NotificationSettings,
  type NotificationSettingsChange,
} from '@wallet/api';
import type { Db } from '../db/client';
import { ApiFailure } from '../errors';
import { users } from '../profile/tables';
import { notificationSettings } from './tables';

/** A list of kinds as a SQL text[] (an empty one typed, which a bare ARRAY[] cannot be). */
const kindArray = (kinds: readonly BotMessageKind[]) =>
  kinds.length === 0
    ? sql`'{}'::text[]`
    : sql`ARRAY[${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )}]::text[]`;

/** The user's settings as the contract gives them; a user who never changed them has every kind on. */
export async function settingsOf(db: Db, userId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      telegramId: users.telegramId,
      kindsOff: notificationSettings.kindsOff,
      writeAccess: notificationSettings.writeAccess,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new ApiFailure(401, 'UNAUTHORIZED');
  const off = new Set(row.kindsOff ?? []);
  return {
    kinds: Object.fromEntries(
      BOT_MESSAGE_KINDS.map((kind) => [kind, !off.has(kind)]),
    ) as NotificationSettings['kinds'],
    writeAccess: row.writeAccess ?? 'UNKNOWN',
    hasTelegram: row.telegramId !== null,
  };
}

/**
 * Applies a change in one statement, so two changes sent at once (two switches flipped quickly) both hold: the
 * kinds turned off are added to what the row holds, those turned on taken out, the others kept. Write access is
 * only what the mini-app heard from Telegram, so a user with no Telegram account cannot record one (422
 * TELEGRAM_ACCOUNT_NEEDED); their kinds are kept for when they link one.
 */
export async function changeSettings(
  db: Db,
  userId: number,
  change: NotificationSettingsChange,
  at: Date,
): Promise<NotificationSettings> {
  if (change.writeAccess !== undefined) {
    const [user] = await db.select({ telegramId: users.telegramId }).from(users).where(eq(users.id, userId));
    if (!user?.telegramId) throw new ApiFailure(422, 'TELEGRAM_ACCOUNT_NEEDED');
  }
  const named = BOT_MESSAGE_KINDS.filter((kind) => change.kinds?.[kind] !== undefined);
  const turnedOff = named.filter((kind) => change.kinds?.[kind] === false);
  const turnedOn = named.filter((kind) => change.kinds?.[kind] === true);
  await db
    .insert(notificationSettings)
    .values({ userId, kindsOff: turnedOff, writeAccess: change.writeAccess ?? 'UNKNOWN', updatedAt: at })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        kindsOff: sql`ARRAY(SELECT DISTINCT kind FROM unnest(${notificationSettings.kindsOff} || ${kindArray(turnedOff)}) AS kind WHERE kind <> ALL(${kindArray(turnedOn)}) ORDER BY kind)`,
        writeAccess: change.writeAccess ?? sql`${notificationSettings.writeAccess}`,
        updatedAt: at,
      },
    });
  return settingsOf(db, userId);
}

/**
 * Telegram refused a message for good (the user blocked the bot): write access becomes DENIED, in the caller's
 * transaction, so no more messages are queued until the user grants it again from the mini-app.
 */
export async function denyWriteAccess(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, kindsOff: [], writeAccess: 'DENIED', updatedAt: at })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { writeAccess: 'DENIED', updatedAt: at },
    });
}
