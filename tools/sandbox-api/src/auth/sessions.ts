import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { SESSION_IDLE_DAYS, SESSION_MAX_AGE_DAYS, type DeviceInformation } from '@wallet/api';
import type { RequestInfo, Sandbox } from '../context';
import type { Db } from '../db/client';
import { loginHistory, sessions, type SessionRow } from './tables';
import { users, type UserRow } from '../profile/tables';
import { randomToken, sha256 } from '../crypto';
import { DAY_MS, MINUTE_MS } from '../clock';

export const TOKEN_PREFIX = 'wlt_';

/**
 * Sessions that are still live at `now`: not revoked (logout, revoke one, revoke all), younger than
 * SESSION_MAX_AGE_DAYS and used within SESSION_IDLE_DAYS. `lastSeenAt` is touched at most once a minute, so a
 * session may end up to a minute before a full idle period after its very last use.
 */
export function liveSessions(now: Date): SQL {
  const createdAfter = new Date(now.getTime() - SESSION_MAX_AGE_DAYS * DAY_MS);
  const seenAfter = new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS);
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.createdAt, createdAfter),
    gt(sessions.lastSeenAt, seenAfter),
  ) as SQL;
}

export async function openSession(
  sb: Sandbox,
  db: Db,
  init: {
    user: UserRow;
    method: 'PHONE_OTP' | 'TELEGRAM';
    deviceInformation: DeviceInformation;
    request: RequestInfo;
  },
): Promise<{ token: string; session: SessionRow }> {
  const token = `${TOKEN_PREFIX}${randomToken(32)}`;
  const at = sb.clock.now();
  const [session] = await db
    .insert(sessions)
    .values({
      userId: init.user.id,
      tokenHash: sha256(token),
      loginMethod: init.method,
      deviceInformation: init.deviceInformation,
      platform: init.request.platform,
      os: init.request.os,
      ip: init.request.ip,
      createdAt: at,
      lastSeenAt: at,
    })
    .returning();
  if (!session) throw new Error('Session not created');
  await db.insert(loginHistory).values({
    userId: init.user.id,
    sessionId: session.id,
    method: init.method,
    platform: init.request.platform,
    os: init.request.os,
    ip: init.request.ip,
    fingerprint: init.deviceInformation.fingerprint,
    createdAt: at,
  });
  return { token, session };
}

/** The live session and user behind a bearer token, or null. */
export async function sessionForToken(
  sb: Sandbox,
  token: string,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 128) return null;
  const now = sb.clock.now();
  const [row] = await sb.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), liveSessions(now)));
  if (!row) return null;
  // Touch at most once a minute so reads stay reads.
  if (now.getTime() - row.session.lastSeenAt.getTime() > MINUTE_MS) {
    await sb.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    row.session.lastSeenAt = now;
  }
  return row;
}

export async function revokeSession(db: Db, sessionId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
