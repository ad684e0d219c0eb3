import { and, count, desc, eq, ne } from 'drizzle-orm';
import { normalizeIranianMobile } from '@wallet/core';
import type { HandlersOf } from '../context';
import type { Db } from '../db/client';
import { withLock } from '../db/locks';
import { loginHistory, sessions } from './tables';
import { userPhones, users, type UserRow } from '../profile/tables';
import { issueOtp, verifyOtp } from './codes';
import { liveSessions, openSession, revokeSession } from './sessions';
import { verifyInitData, type TelegramIdentity } from './telegram';
import { createUser } from '../profile/users';
import { ApiFailure } from '../errors';

export function requireMobile(number: string): string {
  const normalized = normalizeIranianMobile(number);
  if (!normalized) throw new ApiFailure(400, 'BAD_INPUT_VALUES', 'number');
  return normalized;
}

async function userByPhone(db: Db, number: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(userPhones)
    .innerJoin(users, eq(users.id, userPhones.userId))
    .where(eq(userPhones.number, number));
  return row?.user ?? null;
}

export async function userByTelegram(db: Db, telegramId: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.telegramId, telegramId));
  return user ?? null;
}

export const loginHandlers: HandlersOf<
  | 'requestOtp'
  | 'verifyOtp'
  | 'telegramLogin'
  | 'logout'
  | 'sessions'
  | 'revokeSession'
  | 'revokeAllSessions'
  | 'loginHistory'
> = {
  async requestOtp({ sb, db, input, request }) {
    const number = requireMobile(input.body.number);
    const existing = await userByPhone(db, number);
    return issueOtp(sb, db, {
      purpose: 'LOGIN',
      destination: number,
      userId: existing?.id ?? null,
      language: existing?.language ?? request.language,
    });
  },

  async verifyOtp({ sb, db, input, request }) {
    const number = requireMobile(input.body.number);
    const telegram = input.body.telegramData ? verifyInitData(sb, input.body.telegramData) : null;
    await verifyOtp(sb, db, { purpose: 'LOGIN', destination: number, code: input.body.code });
    const { user, isSignup } = await withLock(sb.db, `user:phone:${number}`, async (tx) => {
      let found = await userByPhone(tx, number);
      const isNew = !found;
      found ??= await createUser(tx, { at: sb.clock.now(), phone: number, language: request.language });
      if (telegram) await linkTelegram(tx, found, telegram);
      return { user: found, isSignup: isNew };
    });
    const { token } = await openSession(sb, db, {
      user,
      method: 'PHONE_OTP',
      deviceInformation: input.body.deviceInformation,
      request,
    });
    return { token, isSignup };
  },

  async telegramLogin({ sb, db, input, request }) {
    const telegram = verifyInitData(sb, input.body.telegramData);
    const { user, isSignup } = await withLock(db, `user:telegram:${telegram.id}`, async (tx) => {
      const found = await userByTelegram(tx, telegram.id);
      if (found?.telegramLoggedOut) {
        if (!input.body.loginToInitialUser) throw new ApiFailure(401, 'TELEGRAM_IS_LOGGED_OUT');
        await tx.update(users).set({ telegramLoggedOut: false }).where(eq(users.id, found.id));
      }
      if (found) return { user: found, isSignup: false };
      const language = telegram.languageCode === 'en' ? 'en' : request.language;
      return { user: await createUser(tx, { at: sb.clock.now(), telegram, language }), isSignup: true };
    });
    const { token } = await openSession(sb, db, {
      user,
      method: 'TELEGRAM',
      deviceInformation: input.body.deviceInformation,
      request,
    });
    return { token, isSignup };
  },

  async logout({ sb, db, auth }) {
    await revokeSession(db, auth.session.id, sb.clock.now());
    // Inside Telegram, the next automatic login must not bring the user back until they ask to log in.
    if (auth.session.loginMethod === 'TELEGRAM') {
      await db.update(users).set({ telegramLoggedOut: true }).where(eq(users.id, auth.user.id));
    }
    return {};
  },

  async sessions({ sb, db, auth }) {
    const rows = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, auth.user.id), liveSessions(sb.clock.now())))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    return rows.map((s) => ({
      id: String(s.id),
      current: s.id === auth.session.id,
      platform: s.platform,
      os: s.os,
      ip: s.ip,
      deviceInformation: s.deviceInformation,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    }));
  },

  async revokeSession({ sb, db, input, auth }) {
    const id = Number(input.params.id);
    const [row] = await db
      .update(sessions)
      .set({ revokedAt: sb.clock.now() })
      // An ended session is not listed, so it is not found either.
      .where(and(eq(sessions.id, id), eq(sessions.userId, auth.user.id), liveSessions(sb.clock.now())))
      .returning({ id: sessions.id });
    if (!row) throw new ApiFailure(404, 'SESSION_NOT_FOUND');
    return {};
  },

  async revokeAllSessions({ sb, db, auth }) {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: sb.clock.now() })
      .where(
        and(
          eq(sessions.userId, auth.user.id),
          liveSessions(sb.clock.now()),
          ne(sessions.id, auth.session.id),
        ),
      )
      .returning({ id: sessions.id });
    return { revoked: rows.length };
  },

  async loginHistory({ db, input, auth }) {
    const { limit, page } = input.query;
    const items = await db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.userId, auth.user.id))
      .orderBy(desc(loginHistory.id))
      .limit(limit)
      .offset(page * limit);
    const [total] = await db
      .select({ n: count() })
      .from(loginHistory)
      .where(eq(loginHistory.userId, auth.user.id));
    return {
      items: items.map((r) => ({
        id: String(r.id),
        method: r.method,
        platform: r.platform,
        os: r.os,
        ip: r.ip,
        fingerprint: r.fingerprint,
        date: r.createdAt.toISOString(),
      })),
      page,
      limit,
      total: total?.n ?? 0,
    };
  },
};

async function linkTelegram(db: Db, user: UserRow, telegram: TelegramIdentity): Promise<void> {
  const owner = await userByTelegram(db, telegram.id);
  if (owner && owner.id !== user.id) {
    // The Telegram account moves to the phone's user: a Telegram-only account keeps its data, unlinked.
    await db.update(users).set({ telegramId: null }).where(eq(users.id, owner.id));
  }
  await db
    .update(users)
    .set({ telegramId: telegram.id, telegramLoggedOut: false, username: user.username ?? telegram.username })
    .where(eq(users.id, user.id));
}
