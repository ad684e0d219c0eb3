import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** The most history rows one call of the control writes. */
export const MAX_HISTORY_TRANSACTIONS = 100_000;
/** Marks rows written by the control, so they are told apart from money that moved. */
export const HISTORY_REF = 'SANDBOX-HISTORY';

/**
 * Writes `count` past transactions for a user, one minute apart and ending now, alternating TRX deposits and
 * withdrawals on the TRX network, for scale tests of the transaction list. They are history only: no ledger
 * entry, no balance after, ref id SANDBOX-HISTORY; balances do not change. One INSERT … SELECT, so 100,000
 * rows take seconds.
 */
export async function writeHistory(db: Db, userId: number, count: number, now: Date): Promise<number> {
  const [row] = await queryRows<{ written: number }>(
    db,
    sql`
    WITH written AS (
      INSERT INTO transactions (
        user_id, type, channel, token, status, hash, unique_id, ref_id, network, sender_address,
        receiver_address, amount, fee, received_amount, support_code, created_at, updated_at
      )
      SELECT
        ${userId},
        CASE WHEN n % 2 = 0 THEN 'DEPOSIT' ELSE 'WITHDRAW' END,
        'NETWORK',
        'TRX',
        CASE WHEN n % 2 = 0 THEN 'SUCCEED' ELSE 'CONFIRMED_BY_NETWORK' END,
        md5('history-hash-' || ${userId} || '-' || n || '-' || ${now.getTime()}) || md5('h' || n),
        md5('history-id-' || ${userId} || '-' || n || '-' || ${now.getTime()}),
        ${HISTORY_REF},
        'TRX',
        'T' || substr(md5('from' || n), 1, 33),
        'T' || substr(md5('to' || n), 1, 33),
        ((n % 97) + 1)::numeric,
        CASE WHEN n % 2 = 0 THEN 0 ELSE 1 END,
        ((n % 97) + 1)::numeric - CASE WHEN n % 2 = 0 THEN 0 ELSE 1 END,
        upper(substr(md5('support-' || ${userId} || '-' || n || '-' || ${now.getTime()}), 1, 12)),
        ${now.toISOString()}::timestamptz - (n * interval '1 minute'),
        ${now.toISOString()}::timestamptz - (n * interval '1 minute')
      FROM generate_series(1, ${count}) AS n
      RETURNING 1
    )
    SELECT count(*)::int AS written FROM written`,
  );
  return row?.written ?? 0;
}
