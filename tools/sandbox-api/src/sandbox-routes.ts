import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FEATURE_FLAGS, positiveDecimalString, tokenSymbol, userLevel } from '@wallet/api';
import { normalizeIranianMobile } from '@wallet/core';
import type { Sandbox, SandboxControl } from './context';
import { queryRows } from './db/client';
import { coins, featureFlags } from './config/tables';
import { ledgerAccounts } from './wallet/tables';
import { outbox } from './auth/tables';
import { priceMoves } from './market/tables';
import { users } from './users/tables';
import { canonicalToken } from './config/coins';
import { canonicalDecimal } from './decimal';
import { authenticate } from './http/authenticate';
import { ApiFailure, badInput } from './errors';
import { runMoneyCall } from './http/idempotency';
import type { AppEnv } from './http/register';
import { auditInvoiceEscrow } from './invoices/escrow';
import { auditLedger, SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from './money/ledger';
import { sandboxControlPermit } from './money/spend-guard';
import { MAX_HISTORY_TRANSACTIONS, writeHistory } from './wallet/history';
import { transactionView } from './money/transactions';
import { receiveChainDeposit } from './wallet/deposits';
import { decideWithdrawal } from './wallet/withdrawal-progress';
import { creditRialDeposit } from './bank/rial-deposits';
import { ledgerBalance } from './money/transactions';
import { checkPriceAlerts } from './market/alerts';
import { MAX_SYNTHETIC_TOKENS, syntheticCoins } from './seed/synthetic';

async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse((await c.req.text()) || '{}');
  } catch {
    throw new ApiFailure(400, 'MALFORMED_JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badInput(parsed.error.issues.map((i) => i.path.join('.')).join(', '));
  return parsed.data;
}

const moveBody = z.object({ token: tokenSymbol, amount: positiveDecimalString }).strict();

/** Controls for tests and demos under /__sandbox; off when SANDBOX_CONTROLS=0. */
/** Registers the controls the domains declare, under /__sandbox/. */
function registerDomainControls(app: Hono<AppEnv>, sb: Sandbox, controls: readonly SandboxControl[]): void {
  for (const control of controls) {
    const path = `/__sandbox/${control.path.replace(/^\//, '')}`;
    const method = control.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    app[method](path, async (c) => {
      const body = control.body ? await jsonBody(c, control.body) : undefined;
      const result = await control.run(sb, { body, params: c.req.param() as Record<string, string> });
      return c.json({ result: result ?? { ok: true } });
    });
  }
}

export function registerSandboxRoutes(
  app: Hono<AppEnv>,
  sb: Sandbox,
  controls: readonly SandboxControl[] = [],
): void {
  registerDomainControls(app, sb, controls);
  app.get('/__sandbox/health', (c) => c.json({ result: { ok: true, now: sb.clock.now().toISOString() } }));

  app.get('/__sandbox/outbox', async (c) => {
    const to = c.req.query('to')?.trim();
    if (!to) throw badInput('to');
    const recipient = to.includes('@') ? to.toLowerCase() : (normalizeIranianMobile(to) ?? to);
    const rows = await sb.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(50);
    return c.json({
      result: rows.map((r) => ({
        to: r.recipient,
        channel: r.channel,
        text: r.text,
        code: r.code,
        createdAt: r.createdAt.toISOString(),
      })),
    });
  });

  app.post('/__sandbox/clock/advance', async (c) => {
    const { seconds } = await jsonBody(
      c,
      z
        .object({
          seconds: z
            .number()
            .positive()
            .max(400 * 86400),
        })
        .strict(),
    );
    sb.clock.advance(seconds * 1000);
    return c.json({ result: { now: sb.clock.now().toISOString() } });
  });

  app.put('/__sandbox/flags/:name', async (c) => {
    const name = z.enum(FEATURE_FLAGS).safeParse(c.req.param('name'));
    if (!name.success) throw badInput('name');
    const { enabled } = await jsonBody(c, z.object({ enabled: z.boolean() }).strict());
    await sb.db.update(featureFlags).set({ enabled }).where(eq(featureFlags.name, name.data));
    return c.json({ result: { name: name.data, enabled } });
  });

  // Moves money between the logged-in user and the sandbox through the real ledger, with Idempotency-Key.
  for (const direction of ['credit', 'spend'] as const) {
    app.post(`/__sandbox/ledger/${direction}`, async (c) => {
      const auth = await authenticate(sb, c, 'user');
      if (!auth) throw new ApiFailure(401, 'UNAUTHORIZED');
      const body = await jsonBody(c, moveBody);
      const outcome = await runMoneyCall(
        sb,
        {
          userId: auth.user.id,
          key: c.req.header('idempotency-key'),
          call: `sandbox.${direction}`,
          input: body,
        },
        async (tx) => {
          const user = await userAccount(tx, auth.user.id, body.token);
          const world = await systemAccount(tx, SYSTEM_ACCOUNTS.SANDBOX_TRANSFERS, body.token);
          const entryId = await transfer(tx, {
            kind: 'SANDBOX_TRANSFER',
            description: `Sandbox ${direction}`,
            userId: auth.user.id,
            from: direction === 'credit' ? world : user,
            to: direction === 'credit' ? user : world,
            amount: body.amount,
            at: sb.clock.now(),
            ...(direction === 'spend'
              ? { permit: await sandboxControlPermit(tx, auth.user.id, body.token, body.amount) }
              : {}),
          });
          const [account] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, user));
          return { entryId: String(entryId), balance: canonicalDecimal(account?.balance ?? '0') };
        },
      );
      if (outcome.kind === 'replay') {
        c.header('Idempotent-Replayed', 'true');
        return c.json(outcome.body as object, outcome.status as 200);
      }
      return c.json({ result: outcome.result });
    });
  }

  // A deposit arrives on a network at an address the sandbox handed out; it is credited after its
  // confirmations (a block every few seconds of the sandbox clock, see wallet/deposits.ts).
  app.post('/__sandbox/chain/deposit', async (c) => {
    const body = await jsonBody(
      c,
      z
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
    );
    const received = await receiveChainDeposit(sb, sb.db, { ...body, token: canonicalToken(body.token) });
    if (!received) throw new ApiFailure(404, 'ADDRESS_NOT_FOUND');
    return c.json({ result: transactionView(received) });
  });

  // Sets a coin's USD price now; the walk goes on from there and alerts are checked at once.
  app.post('/__sandbox/market/price', async (c) => {
    const body = await jsonBody(
      c,
      z.object({ token: tokenSymbol, priceUsd: positiveDecimalString }).strict(),
    );
    const token = canonicalToken(body.token);
    if (!sb.prices.has(token)) throw new ApiFailure(404, 'UNKNOWN_COIN');
    const now = sb.clock.now();
    const move = sb.prices.setPrice(token, Number(body.priceUsd), now.getTime());
    await sb.db.insert(priceMoves).values({ token, at: now, factor: move.factor });
    // Checked at the moment of the move, so an alert fires at exactly the price that was set.
    const fired = await checkPriceAlerts(sb, now);
    return c.json({ result: { token, quote: sb.prices.quote(token, now.getTime()), alertsFired: fired } });
  });

  // Gives the logged-in user `count` past transactions (history only, no money moves), for scale tests.
  app.post('/__sandbox/transactions/history', async (c) => {
    const auth = await authenticate(sb, c, 'user');
    if (!auth) throw new ApiFailure(401, 'UNAUTHORIZED');
    const { count } = await jsonBody(
      c,
      z.object({ count: z.number().int().min(1).max(MAX_HISTORY_TRANSACTIONS) }).strict(),
    );
    const written = await writeHistory(sb.db, auth.user.id, count, sb.clock.now());
    return c.json({ result: { written } });
  });

  // Makes sure `count` synthetic tokens exist (SYN0001…), for scale tests of the market list.
  app.post('/__sandbox/market/synthetic-tokens', async (c) => {
    const { count } = await jsonBody(
      c,
      z.object({ count: z.number().int().min(1).max(MAX_SYNTHETIC_TOKENS) }).strict(),
    );
    const [last] = await queryRows<{ position: number }>(
      sb.db,
      sql`SELECT COALESCE(max(position), 0) AS position FROM coins`,
    );
    const made = syntheticCoins(count, (last?.position ?? 0) + 1);
    const inserted = await sb.db
      .insert(coins)
      .values(made)
      .onConflictDoNothing()
      .returning({ token: coins.token });
    for (const coin of made) {
      if (!sb.prices.has(coin.token)) sb.prices.add(coin);
    }
    return c.json({ result: { created: inserted.length, coins: sb.prices.size } });
  });

  // Switches a coin's features (spec 000 §6: withdraw, deposit and trade can be switched per coin).
  app.put('/__sandbox/coins/:token/features', async (c) => {
    const token = canonicalToken(c.req.param('token'));
    const changes = await jsonBody(
      c,
      z.object({ withdraw: z.boolean(), deposit: z.boolean(), trade: z.boolean() }).partial().strict(),
    );
    const [row] = await sb.db.select({ config: coins.config }).from(coins).where(eq(coins.token, token));
    if (!row) throw new ApiFailure(404, 'UNKNOWN_COIN');
    const config = { ...row.config, features: { ...row.config.features, ...changes } };
    await sb.db.update(coins).set({ config }).where(eq(coins.token, token));
    return c.json({ result: config.features });
  });

  // The logged-in user's verification level, as KYC would set it (tests of what each level may do).
  app.put('/__sandbox/user/level', async (c) => {
    const auth = await authenticate(sb, c, 'user');
    if (!auth) throw new ApiFailure(401, 'UNAUTHORIZED');
    const { level } = await jsonBody(c, z.object({ level: userLevel }).strict());
    await sb.db.update(users).set({ level }).where(eq(users.id, auth.user.id));
    return c.json({ result: { level } });
  });

  // A Rial deposit reaches the logged-in user from a bank; crypto withdrawals then wait 72 h.
  app.post('/__sandbox/fiat/deposit', async (c) => {
    const auth = await authenticate(sb, c, 'user');
    if (!auth) throw new ApiFailure(401, 'UNAUTHORIZED');
    const { amount } = await jsonBody(c, z.object({ amount: positiveDecimalString }).strict());
    const result = await sb.db.transaction(async (tx) => {
      await creditRialDeposit(tx, {
        userId: auth.user.id,
        method: null,
        amount,
        counterparty: null,
        refId: `SANDBOX-${randomUUID()}`,
        at: sb.clock.now(),
      });
      return { balance: (await ledgerBalance(tx, auth.user.id, 'IRT')) ?? '0' };
    });
    return c.json({ result });
  });

  // The admin accepts or rejects a withdrawal still at TRANSACTION_CREATED; a rejection refunds it.
  app.post('/__sandbox/withdrawals/:id/:decision', async (c) => {
    const decision = z.enum(['accept', 'reject']).safeParse(c.req.param('decision'));
    const id = z.coerce.number().int().positive().safeParse(c.req.param('id'));
    if (!decision.success || !id.success) throw badInput('id, decision');
    return c.json({ result: await decideWithdrawal(sb, id.data, decision.data) });
  });

  app.get('/__sandbox/ledger/audit', async (c) => {
    const audit = { ...(await auditLedger(sb.db)), ...(await auditInvoiceEscrow(sb.db, sb.clock.now())) };
    const token = c.req.query('token');
    const [row] = await queryRows<{ debits: string; credits: string }>(
      sb.db,
      sql`
      SELECT COALESCE(sum(-p.amount) FILTER (WHERE p.amount < 0), 0)::text AS debits,
             COALESCE(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::text AS credits
      FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE ${token ? sql`a.token = ${token}` : sql`true`}`,
    );
    return c.json({
      result: {
        ...audit,
        totalDebits: canonicalDecimal(row?.debits ?? '0'),
        totalCredits: canonicalDecimal(row?.credits ?? '0'),
      },
    });
  });
}
