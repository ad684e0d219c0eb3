import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { failure } from './failure';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const balanceOf = async (token: string, coin: string) =>
  (await t.api(token).asset({ params: { token: coin } })).balance.amount.number;

const audit = async (coin?: string) =>
  (await t.raw(`/__sandbox/ledger/audit${coin ? `?token=${coin}` : ''}`)).body.result as {
    accountsOutOfBalance: number;
    unbalancedEntries: number;
    negativeUserAccounts: number;
    totalDebits: string;
    totalCredits: string;
  };

describe('gift cards through the ledger', () => {
  it('credits the card once; a second claim is 409 GIFT_CARD_ALREADY_CLAIMED', async () => {
    const { token } = await t.login('09127770001');
    const claim = await t.api(token).claimGiftCard({ body: { code: 'gift-demo-usdt-10' } }, moneyKey());
    expect(claim).toMatchObject({ token: 'USDT', amount: '10' });
    expect(await balanceOf(token, 'USDT')).toBe('10');
    const error = await failure(
      t.api(token).claimGiftCard({ body: { code: 'GIFT-DEMO-USDT-10' } }, moneyKey()),
    );
    expect(error.status).toBe(409);
    expect(error.codeString).toBe('GIFT_CARD_ALREADY_CLAIMED');
    expect(
      (await failure(t.api(token).claimGiftCard({ body: { code: 'NO-SUCH-CARD' } }, moneyKey()))).codeString,
    ).toBe('GIFT_CARD_NOT_FOUND');
  });

  it('replays the first answer for the same Idempotency-Key and moves the money once', async () => {
    const { token } = await t.login('09127770002');
    const key = 'claim-irt-0000000001';
    const first = await t
      .api(token)
      .claimGiftCard({ body: { code: 'GIFT-DEMO-IRT-500K' } }, { idempotencyKey: key });
    const replay = await t.raw('/v1/user/gift-card/claim', {
      method: 'POST',
      token,
      headers: { 'Idempotency-Key': key },
      body: JSON.stringify({ code: 'GIFT-DEMO-IRT-500K' }),
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.result).toEqual(first);
    expect(await balanceOf(token, 'IRT')).toBe('500000');
  });

  it('refuses the same Idempotency-Key with different parameters (422 IDEMPOTENCY_KEY_REUSED)', async () => {
    const { token } = await t.login('09127770003');
    const key = 'claim-ton-0000000001';
    await t.api(token).claimGiftCard({ body: { code: 'GIFT-DEMO-TON-2' } }, { idempotencyKey: key });
    const error = await failure(
      t.api(token).claimGiftCard({ body: { code: 'GIFT-DEMO-BTC-TINY' } }, { idempotencyKey: key }),
    );
    expect(error.status).toBe(422);
    expect(error.codeString).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balanceOf(token, 'BTC')).toBe('0');
  });

  it('forgets a key after 24 hours', async () => {
    const { token } = await t.login('09127770004');
    const key = 'spend-after-a-day-0001';
    const move = (amount: string) =>
      t.raw('/__sandbox/ledger/credit', {
        method: 'POST',
        token,
        headers: { 'Idempotency-Key': key },
        body: JSON.stringify({ token: 'TRX', amount }),
      });
    expect((await move('5')).status).toBe(200);
    expect((await move('5')).headers.get('idempotent-replayed')).toBe('true');
    await t.advanceClock(24 * 3600 + 1);
    const later = await move('5');
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await balanceOf(token, 'TRX')).toBe('10');
  });
});

describe('referral rewards through the ledger', () => {
  it('claims every waiting reward in one entry, once', async () => {
    const { token } = await t.login('09120000002');
    const before = await t.api(token).referralDetails();
    expect(before.claimable).toEqual([
      { token: 'IRT', amount: '150000' },
      { token: 'USDT', amount: '2.5' },
    ]);
    const usdtBefore = await balanceOf(token, 'USDT');
    const results = await Promise.allSettled([
      t.api(token).claimReferralReward({}, moneyKey()),
      t.api(token).claimReferralReward({}, moneyKey()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(token, 'USDT')).toBe('15233');
    expect(usdtBefore).toBe('15230.5');
    const after = await t.api(token).referralDetails();
    expect(after.claimable).toEqual([]);
    expect(after.earnings).toEqual(before.claimable);
    expect((await failure(t.api(token).claimReferralReward({}, moneyKey()))).codeString).toBe(
      'NO_REWARD_TO_CLAIM',
    );
  });
});

describe('a balance never goes negative', () => {
  it('100 parallel spends that together would overdraw: the balance stays ≥ 0 and debits equal credits', async () => {
    const { token } = await t.login('09127770010');
    await t.raw('/__sandbox/ledger/credit', {
      method: 'POST',
      token,
      body: JSON.stringify({ token: 'USDT', amount: '50' }),
    });
    const spends = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.raw('/__sandbox/ledger/spend', {
          method: 'POST',
          token,
          headers: { 'Idempotency-Key': `parallel-spend-${String(i).padStart(4, '0')}` },
          body: JSON.stringify({ token: 'USDT', amount: '1.5' }),
        }),
      ),
    );
    const ok = spends.filter((s) => s.status === 200);
    const refused = spends.filter((s) => s.status === 400);
    expect(ok.length + refused.length).toBe(100);
    expect(ok).toHaveLength(33); // 33 × 1.5 = 49.5 ≤ 50 < 34 × 1.5
    expect(refused.every((s) => s.body.codeString === 'INSUFFICIENT_USER_BALANCE')).toBe(true);
    expect(await balanceOf(token, 'USDT')).toBe('0.5');
    const check = await audit('USDT');
    expect(check).toMatchObject({ accountsOutOfBalance: 0, unbalancedEntries: 0, negativeUserAccounts: 0 });
    expect(check.totalDebits).toBe(check.totalCredits);
  });

  const db = () => t.running.sandbox.db;
  const accountOf = async (phone: string, token: string) => {
    const rows = await db().execute(sql`
      SELECT a.id FROM ledger_accounts a JOIN user_phones p ON p.user_id = a.user_id
      WHERE p.number = ${phone} AND a.token = ${token}`);
    return (rows as unknown as { rows: { id: number }[] }).rows[0]!.id;
  };

  it('the database itself refuses a posting that would make a user balance negative', async () => {
    const { token } = await t.login('09127770011');
    await t.raw('/__sandbox/ledger/credit', {
      method: 'POST',
      token,
      body: JSON.stringify({ token: 'TON', amount: '1' }),
    });
    const account = await accountOf('+989127770011', 'TON');
    await expect(
      db().transaction(async (tx) => {
        const entry = await tx.execute(
          sql`INSERT INTO ledger_entries (kind, description, created_at) VALUES ('TEST', 'overdraw', now()) RETURNING id`,
        );
        const entryId = (entry as unknown as { rows: { id: number }[] }).rows[0]!.id;
        await tx.execute(
          sql`INSERT INTO ledger_postings (entry_id, account_id, amount, created_at) VALUES (${entryId}, ${account}, -2, now())`,
        );
      }),
    ).rejects.toThrow();
    expect(await balanceOf(token, 'TON')).toBe('1');
  });

  it('the database refuses edits of postings, direct balance updates and unbalanced entries', async () => {
    const { token } = await t.login('09127770012');
    await t.raw('/__sandbox/ledger/credit', {
      method: 'POST',
      token,
      body: JSON.stringify({ token: 'SOL', amount: '3' }),
    });
    const account = await accountOf('+989127770012', 'SOL');
    await expect(
      db().execute(sql`UPDATE ledger_postings SET amount = 100 WHERE account_id = ${account}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`DELETE FROM ledger_postings WHERE account_id = ${account}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`UPDATE ledger_accounts SET balance = 1000 WHERE id = ${account}`),
    ).rejects.toThrow();
    await expect(
      db().transaction(async (tx) => {
        const entry = await tx.execute(
          sql`INSERT INTO ledger_entries (kind, description, created_at) VALUES ('TEST', 'one-sided', now()) RETURNING id`,
        );
        const entryId = (entry as unknown as { rows: { id: number }[] }).rows[0]!.id;
        await tx.execute(
          sql`INSERT INTO ledger_postings (entry_id, account_id, amount, created_at) VALUES (${entryId}, ${account}, 5, now())`,
        );
      }),
    ).rejects.toThrow();
    expect(await balanceOf(token, 'SOL')).toBe('3');
    expect(await audit()).toMatchObject({
      accountsOutOfBalance: 0,
      unbalancedEntries: 0,
      negativeUserAccounts: 0,
    });
  });
});
