import { and, count, eq, gt } from 'drizzle-orm';
import type { AttemptLimit } from '@wallet/api';
import type { Sandbox } from '../context';
import { withLock } from '../db/locks';
import { attempts } from './tables';
import { ApiFailure } from '../errors';

/** Whether an answer counts against the limit: every answer, or only the listed refusals (wrong guesses). */
function counts(limit: AttemptLimit, error: unknown): boolean {
  if (limit.counts === 'every') return true;
  return error instanceof ApiFailure && limit.counts.includes(error.codeString);
}

/**
 * Runs one try of a limited call for a user. Under a lock on the user and scope, the tries in the window are
 * counted and, if there is room, this one is written; so of any number of parallel tries exactly as many as
 * the limit leaves room for run, and the others answer 429 `limit.refusal` without running. A try whose
 * answer does not count (a right code) is uncounted afterwards. Runs outside any call transaction, so a
 * refusal rolled back by the call cannot undo its count.
 */
export async function limitAttempts<T>(
  sb: Sandbox,
  userId: number,
  limit: AttemptLimit,
  run: () => Promise<T>,
): Promise<T> {
  const attemptId = await withLock(sb.db, `attempts:${userId}:${limit.scope}`, async (tx) => {
    const now = sb.clock.now();
    const [inWindow] = await tx
      .select({ n: count() })
      .from(attempts)
      .where(
        and(
          eq(attempts.userId, userId),
          eq(attempts.scope, limit.scope),
          eq(attempts.counted, true),
          gt(attempts.createdAt, new Date(now.getTime() - limit.windowSeconds * 1000)),
        ),
      );
    if ((inWindow?.n ?? 0) >= limit.max) return null;
    const [attempt] = await tx
      .insert(attempts)
      .values({ userId, scope: limit.scope, counted: true, createdAt: now })
      .returning({ id: attempts.id });
    return attempt!.id;
  });
  if (attemptId === null) throw new ApiFailure(429, limit.refusal);
  const uncount = () => sb.db.update(attempts).set({ counted: false }).where(eq(attempts.id, attemptId));
  try {
    const result = await run();
    if (limit.counts !== 'every') await uncount();
    return result;
  } catch (error) {
    if (!counts(limit, error)) await uncount();
    throw error;
  }
}
