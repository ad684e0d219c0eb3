import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Holds a lock on `key` until the current transaction ends, so check-then-write steps on the same key
 * (first login of a number, a code request under its rate limit, an idempotency key) run one at a time on
 * PostgreSQL. PGlite runs one transaction at a time anyway.
 */
export async function lockForTransaction(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Runs `work` in a transaction that holds the lock on `key`. */
export async function withLock<T>(db: Db, key: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, key);
    return work(tx);
  });
}
