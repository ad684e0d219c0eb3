import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { positiveDecimalString, tokenSymbol } from '@wallet/api';
import { canonicalToken } from '../config/coins';
import { defineControl } from '../context';
import { queryRows } from '../db/client';
import { canonicalDecimal } from '../decimal';
import { ApiFailure, badInput } from '../errors';
import { auditInvoiceEscrow } from '../invoices/escrow';
import { auditChequeEscrow } from '../ad-cheques/escrow-audit';
import { auditGiveawayEscrow } from '../giveaways/escrow-audit';
import { auditGiftCardLiability } from '../gift-cards/liability-audit';
import { auditLedger, SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../money/ledger';
import { sandboxControlPermit } from '../money/spend-guard';
import { transactionView } from '../money/transactions';
import { receiveChainDeposit } from './deposits';
import { MAX_HISTORY_TRANSACTIONS, writeHistory } from './history';
import { ledgerAccounts } from './tables';
import { decideWithdrawal } from './withdrawal-progress';

const moveBody = z.object({ token: tokenSymbol, amount: positiveDecimalString }).strict();

/** Moves money between the logged-in user and the sandbox through the real ledger, with Idempotency-Key. */
const ledgerMoves = (['credit', 'spend'] as const).map((direction) =>
  defineControl({
    method: 'POST',
    path: `ledger/${direction}`,
    auth: 'user',
    moneyCall: direction,
    body: moveBody,
    run: async (sb, { body, user, db }) => {
      const own = await userAccount(db, user!.id, body.token);
      const world = await systemAccount(db, SYSTEM_ACCOUNTS.SANDBOX_TRANSFERS, body.token);
      const entryId = await transfer(db, {
        kind: 'SANDBOX_TRANSFER',
        description: `Sandbox ${direction}`,
        userId: user!.id,
        from: direction === 'credit' ? world : own,
        to: direction === 'credit' ? own : world,
        amount: body.amount,
        at: sb.clock.now(),
        ...(direction === 'spend'
          ? { permit: await sandboxControlPermit(db, user!.id, body.token, body.amount) }
          : {}),
      });
      const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, own));
      return { entryId: String(entryId), balance: canonicalDecimal(account?.balance ?? '0') };
    },
  }),
);

export const walletControls = [
  ...ledgerMoves,
  /**
   * A deposit arrives on a network at an address the sandbox handed out; it is credited after its confirmations
   * (a block every few seconds of the sandbox clock, see deposits.ts).
   */
  defineControl({
    method: 'POST',
    path: 'chain/deposit',
    body: z
      .object({
        token: tokenSymbol,
        network: z.string().min(1).max(32),
        contract: z.string().min(1).max(128).optional(),
        address: z.string().min(1).max(128),
        memo: z.string().min(1).max(128).optional(),
        amount: positiveDecimalString,
        senderAddress: z.string().min(1).max(128).optional(),
      })
      .strict(),
    run: async (sb, { body }) => {
      const received = await receiveChainDeposit(sb, sb.db, { ...body, token: canonicalToken(body.token) });
      if (!received) throw new ApiFailure(404, 'ADDRESS_NOT_FOUND');
      return transactionView(received);
    },
  }),
  /** Gives the logged-in user `count` past transactions (history only, no money moves), for scale tests. */
  defineControl({
    method: 'POST',
    path: 'transactions/history',
    auth: 'user',
    body: z.object({ count: z.number().int().min(1).max(MAX_HISTORY_TRANSACTIONS) }).strict(),
    run: async (sb, { body: { count }, user }) => ({
      written: await writeHistory(sb.db, user!.id, count, sb.clock.now()),
    }),
  }),
  /** The admin accepts or rejects a withdrawal still at TRANSACTION_CREATED; a rejection refunds it. */
  defineControl({
    method: 'POST',
    path: 'withdrawals/:id/:decision',
    run: async (sb, { params }) => {
      const decision = z.enum(['accept', 'reject']).safeParse(params.decision);
      const id = z.coerce.number().int().positive().safeParse(params.id);
      if (!decision.success || !id.success) throw badInput('id, decision');
      return decideWithdrawal(sb, id.data, decision.data);
    },
  }),
  /** The ledger's, the invoice escrow's, the ad cheques' pots', the giveaways' escrows' and the gift cards' account's audit, with the total debits and credits (of one token with ?token=). */
  defineControl({
    method: 'GET',
    path: 'ledger/audit',
    run: async (sb, { query }) => {
      const audit = {
        ...(await auditLedger(sb.db)),
        ...(await auditInvoiceEscrow(sb.db, sb.clock.now())),
        ...(await auditChequeEscrow(sb.db, sb.clock.now())),
        ...(await auditGiveawayEscrow(sb.db)),
        ...(await auditGiftCardLiability(sb.db)),
      };
      const token = query.token;
      const [row] = await queryRows<{ debits: string; credits: string }>(
        sb.db,
        sql`
      SELECT COALESCE(sum(-p.amount) FILTER (WHERE p.amount < 0), 0)::text AS debits,
             COALESCE(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::text AS credits
      FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE ${token ? sql`a.token = ${token}` : sql`true`}`,
      );
      return {
        ...audit,
        totalDebits: canonicalDecimal(row?.debits ?? '0'),
        totalCredits: canonicalDecimal(row?.credits ?? '0'),
      };
    },
  }),
];
