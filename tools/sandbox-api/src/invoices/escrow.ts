import { sql } from 'drizzle-orm';
import { INVOICE_ESCROW_HOURS } from '@wallet/api';
import { HOUR_MS } from '../clock';
import { queryRows, type Db } from '../db/client';
import { canonicalDecimal } from '../decimal';
import { SYSTEM_ACCOUNTS } from '../money/ledger';
import { FIAT_TOKEN } from '../money/spend-rules';

// The invoice escrow holds what users paid on invoices until the product is handed over or the money goes back
// (spec 000 §3's PAID). It holds nothing for longer than INVOICE_ESCROW_HOURS after an invoice was paid.

/** The moment a PAID invoice's money has waited INVOICE_ESCROW_HOURS in the escrow. */
export const escrowDeadline = (paidAt: Date) => new Date(paidAt.getTime() + INVOICE_ESCROW_HOURS * HOUR_MS);

export interface EscrowAudit {
  /** PAID invoices past their escrow deadline, and part-paid PENDING ones past their time: 0 when kept. */
  escrowHeldPastDeadline: number;
  /** The escrow's Toman balance less what its PENDING and PAID invoices paid: '0' when every rial is accounted for. */
  escrowUnaccounted: string;
}

/** Checks the invoice escrow against the invoices at `now` (the sandbox clock); used by tests and the audit control. */
export async function auditInvoiceEscrow(db: Db, now: Date): Promise<EscrowAudit> {
  const paidBefore = new Date(now.getTime() - INVOICE_ESCROW_HOURS * HOUR_MS);
  const [row] = await queryRows<{ past: number; unaccounted: string }>(
    db,
    sql`
    SELECT
      (SELECT count(*)::int FROM invoices
        WHERE (status = 'PAID' AND paid_at <= ${paidBefore.toISOString()}::timestamptz)
           OR (status = 'PENDING' AND paid_amount > 0 AND expires_at <= ${now.toISOString()}::timestamptz)) AS past,
      ((SELECT COALESCE(sum(balance), 0) FROM ledger_accounts
          WHERE system_name = ${SYSTEM_ACCOUNTS.INVOICE_ESCROW.name} AND token = ${FIAT_TOKEN})
        - (SELECT COALESCE(sum(paid_amount), 0) FROM invoices WHERE status IN ('PENDING', 'PAID')))::text
        AS unaccounted
  `,
  );
  if (!row) throw new Error('escrow audit returned nothing');
  return { escrowHeldPastDeadline: row.past, escrowUnaccounted: canonicalDecimal(row.unaccounted) };
}
