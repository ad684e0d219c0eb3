import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { AD_CHEQUE_ESCROW_PREFIX } from '../money/ledger';

export interface ChequeEscrowAudit {
  /**
   * Cheques whose pot still holds something it should not: a PENDING cheque (never paid in), a DELETED or EXPIRED
   * one (the rest went back), or an ACTIVE or FINISHED one past its expiresAt. 0 when kept.
   */
  chequeEscrowHeldPastDeadline: number;
  /** Ad cheque escrow accounts that belong to no cheque: 0 when kept. */
  chequeEscrowOrphans: number;
}

/** Checks every cheque's pot against its cheque at `now` (the sandbox clock); used by tests and the audit control. */
export async function auditChequeEscrow(db: Db, now: Date): Promise<ChequeEscrowAudit> {
  const pattern = `${AD_CHEQUE_ESCROW_PREFIX}%`;
  const [row] = await queryRows<{ past: number; orphans: number }>(
    db,
    sql`
    WITH pots AS (
      SELECT substr(system_name, ${AD_CHEQUE_ESCROW_PREFIX.length + 1})::bigint AS cheque_id, balance
      FROM ledger_accounts WHERE system_name LIKE ${pattern}
    )
    SELECT
      (SELECT count(*)::int FROM pots p JOIN ad_cheques c ON c.id = p.cheque_id
        WHERE p.balance <> 0 AND (c.status IN ('PENDING', 'DELETED', 'EXPIRED')
          OR c.expires_at <= ${now.toISOString()}::timestamptz)) AS past,
      (SELECT count(*)::int FROM pots p WHERE NOT EXISTS (SELECT 1 FROM ad_cheques c WHERE c.id = p.cheque_id))
        AS orphans
  `,
  );
  if (!row) throw new Error('cheque escrow audit returned nothing');
  return { chequeEscrowHeldPastDeadline: row.past, chequeEscrowOrphans: row.orphans };
}
