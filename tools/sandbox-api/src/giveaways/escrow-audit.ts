import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { GIVEAWAY_ESCROW_PREFIX } from '../money/ledger';

export interface GiveawayEscrowAudit {
  /**
   * Giveaways whose escrow holds other than it should: an ACTIVE one anything but its totalPrize (its unpaid
   * prizes), a PENDING, DRAWN or CANCELED one anything but 0. 0 when kept.
   */
  giveawayEscrowMismatched: number;
  /** Giveaway escrow accounts that belong to no giveaway: 0 when kept. */
  giveawayEscrowOrphans: number;
}

/** Checks every giveaway's escrow against its giveaway; used by tests and the ledger audit control. */
export async function auditGiveawayEscrow(db: Db): Promise<GiveawayEscrowAudit> {
  const pattern = `${GIVEAWAY_ESCROW_PREFIX}%`;
  const [row] = await queryRows<{ mismatched: number; orphans: number }>(
    db,
    sql`
    WITH pots AS (
      SELECT substr(system_name, ${GIVEAWAY_ESCROW_PREFIX.length + 1})::bigint AS giveaway_id, balance
      FROM ledger_accounts WHERE system_name LIKE ${pattern}
    )
    SELECT
      (SELECT count(*)::int FROM giveaways g LEFT JOIN pots p ON p.giveaway_id = g.id
        WHERE COALESCE(p.balance, 0) <> CASE WHEN g.status = 'ACTIVE' THEN g.total_prize ELSE 0 END) AS mismatched,
      (SELECT count(*)::int FROM pots p WHERE NOT EXISTS (SELECT 1 FROM giveaways g WHERE g.id = p.giveaway_id))
        AS orphans
  `,
  );
  if (!row) throw new Error('giveaway escrow audit returned nothing');
  return { giveawayEscrowMismatched: row.mismatched, giveawayEscrowOrphans: row.orphans };
}
