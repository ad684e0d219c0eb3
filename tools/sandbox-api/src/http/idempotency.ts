import { and, eq } from 'drizzle-orm';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { lockForTransaction } from '../db/locks';
import { idempotencyKeys } from '../db/tables';
import { sha256 } from '../crypto';
import { ApiFailure, badInput } from '../errors';
import { DAY_MS } from '../clock';

/** A key replays its first answer for this long. */
export const IDEMPOTENCY_TTL_MS = DAY_MS;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export function requestHash(call: string, input: unknown): string {
  return sha256(`${call}:${JSON.stringify(input)}`);
}

/** Spec: every money call carries a key; without one it is refused before anything runs. */
export function requireIdempotencyKey(header: string | undefined): string {
  if (header === undefined || header === '') throw new ApiFailure(400, 'IDEMPOTENCY_KEY_REQUIRED');
  if (!KEY_PATTERN.test(header)) throw badInput('Idempotency-Key');
  return header;
}

interface MoneyCall {
  userId: number;
  key: string;
  call: string;
  input: unknown;
}

/** The answer stored for this key, if the same request under it was answered within the TTL (no lock). */
export async function storedAnswer(
  sb: Sandbox,
  request: MoneyCall,
): Promise<{ status: number; body: unknown } | null> {
  const [stored] = await sb.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
  if (!stored || sb.clock.nowMs() - stored.createdAt.getTime() >= IDEMPOTENCY_TTL_MS) return null;
  if (stored.requestHash !== requestHash(request.call, request.input) || stored.call !== request.call) {
    throw new ApiFailure(422, 'IDEMPOTENCY_KEY_REUSED');
  }
  return { status: stored.responseStatus, body: stored.responseBody };
}

export type MoneyCallOutcome<T> =
  { kind: 'fresh'; result: T } | { kind: 'replay'; status: number; body: unknown };

/**
 * Runs a money call in one transaction. Contract calls always have a key (requireIdempotencyKey); the
 * sandbox's own controls may go without. With a key, the stored answer is replayed when the same request
 * comes again within IDEMPOTENCY_TTL_MS; a different request under the same key is refused. The answer is
 * stored in the same transaction as the money it moved, so a crash can never leave one without the other.
 */
export async function runMoneyCall<T>(
  sb: Sandbox,
  options: { userId: number; key: string | undefined; call: string; input: unknown },
  run: (tx: Db) => Promise<T>,
): Promise<MoneyCallOutcome<T>> {
  const { key } = options;
  if (key === undefined) {
    const result = await sb.db.transaction(run);
    return { kind: 'fresh', result };
  }
  if (!KEY_PATTERN.test(key)) throw badInput('Idempotency-Key');
  const hash = requestHash(options.call, options.input);
  return sb.db.transaction(async (tx): Promise<MoneyCallOutcome<T>> => {
    await lockForTransaction(tx, `idempotency:${options.userId}:${key}`);
    const now = sb.clock.now();
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, options.userId), eq(idempotencyKeys.key, key)));
    if (stored && now.getTime() - stored.createdAt.getTime() < IDEMPOTENCY_TTL_MS) {
      if (stored.requestHash !== hash || stored.call !== options.call) {
        throw new ApiFailure(422, 'IDEMPOTENCY_KEY_REUSED');
      }
      return { kind: 'replay', status: stored.responseStatus, body: stored.responseBody };
    }
    if (stored) {
      await tx
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, options.userId), eq(idempotencyKeys.key, key)));
    }
    const result = await run(tx);
    await tx.insert(idempotencyKeys).values({
      userId: options.userId,
      key,
      call: options.call,
      requestHash: hash,
      responseStatus: 200,
      responseBody: { result },
      createdAt: now,
    });
    return { kind: 'fresh', result };
  });
}
