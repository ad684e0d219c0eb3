import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { SYSTEM_ACCOUNTS } from '../money/ledger';

export interface GiftCardLiabilityAudit {
  /**
   * Tokens whose gift cards' account (liability:gift-cards) is not what the orders and claims say: the value of
   * every paid, unrefunded order's card, less every claimed code's amount (the seeded demo cards were never sold,
   * so their claims take the account below what orders put in). 0 when kept.
   */
  giftCardLiabilityMismatched: number;
}

/** Checks the gift cards' account against the orders and the claims, token by token; used by the audit control. */
export async function auditGiftCardLiability(db: Db): Promise<GiftCardLiabilityAudit> {
  const [row] = await queryRows<{ mismatched: number }>(
    db,
    sql`
    WITH sold AS (
      SELECT token, sum(amount) AS amount FROM gift_card_orders
      WHERE sale_entry_id IS NOT NULL AND refund_entry_id IS NULL GROUP BY token
    ),
    claimed AS (
      SELECT token, sum(amount) AS amount FROM gift_cards WHERE claimed_by IS NOT NULL GROUP BY token
    ),
    held AS (
      SELECT token, balance FROM ledger_accounts WHERE system_name = ${SYSTEM_ACCOUNTS.GIFT_CARDS.name}
    ),
    tokens AS (SELECT token FROM sold UNION SELECT token FROM claimed UNION SELECT token FROM held)
    SELECT count(*)::int AS mismatched FROM tokens t
      LEFT JOIN sold s ON s.token = t.token
      LEFT JOIN claimed c ON c.token = t.token
      LEFT JOIN held h ON h.token = t.token
    WHERE COALESCE(h.balance, 0) <> COALESCE(s.amount, 0) - COALESCE(c.amount, 0)
  `,
  );
  if (!row) throw new Error('gift card liability audit returned nothing');
  return { giftCardLiabilityMismatched: row.mismatched };
}
