import { and, count, eq, gt } from 'drizzle-orm';
import type { AttemptLimit } from '@wallet/api';
import type { Sandbox } from '../context';
import { attempts } from '../db/schema';
import { ApiFailure } from '../http/failure';

/** Whether an answer counts against the limit: every answer, or only the listed refusals (wrong guesses). */
function counts(limit: AttemptLimit, error: unknown): boolean {
  if (limit.counts === 'every') return true;
  return error instanceof ApiFailure && limit.counts.includes(error.codeString);
}

/**
 * Runs one try of a limited call for a user. The try is written before `run` starts and the tries in the
 * window are counted after that write, so of any number of parallel tries at most `limit.max` pass; the
 * others answer 429 `limit.refusal` without running. A try whose answer does not count (a right code) is
 * uncounted afterwards. Runs on the sandbox's own connection, outside any call transaction, so a refusal
 * rolled back by the call cannot undo its count.
 */
export async function limitAttempts<T>(
  sb: Sandbox,
  userId: number,
  limit: AttemptLimit,
  run: () => Promise<T>,
): Promise<T> {
  const now = sb.clock.now();
  const [attempt] = await sb.db
    .insert(attempts)
    .values({ userId, scope: limit.scope, counted: true, createdAt: now })
    .returning({ id: attempts.id });
  const [inWindow] = await sb.db
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
  const uncount = () => sb.db.update(attempts).set({ counted: false }).where(eq(attempts.id, attempt!.id));
  if ((inWindow?.n ?? 0) > limit.max) {
    await uncount();
    throw new ApiFailure(429, limit.refusal);
  }
  try {
    const result = await run();
    if (limit.counts !== 'every') await uncount();
    return result;
  } catch (error) {
    if (!counts(limit, error)) await uncount();
    throw error;
  }
}
