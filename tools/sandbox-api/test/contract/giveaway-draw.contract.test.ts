import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Giveaway, Transaction, WalletApi } from '@wallet/api';
import { giveawayWinnersOf, settleDueGiveaways } from '../../src/giveaways/draw';
import { invoices } from '../../src/invoices/tables';
import { ledgerEntries, ledgerPostings } from '../../src/wallet/tables';
import { moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import {
  activeGiveaway,
  expectCleanGiveaways,
  fakeTelegram,
  giveawayData,
  PNG,
  telegramUsers,
} from './giveaway-support';
import { balanceOf, payers } from './invoice-support';

// The draw at a giveaway's end time (SHOP-09): winners found by a rule anyone can check from the revealed seed, all
// paid and the rest returned in one balanced entry, once, however many callers and watchers reach it together.

const telegram = fakeTelegram();
let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ telegram: telegram.api });
}, 240_000);
afterAll(() => t.close());

let creator: ReturnType<typeof payers>;
let joiner: ReturnType<typeof telegramUsers>;
beforeAll(() => {
  creator = payers(t, '0912772');
  joiner = telegramUsers(t, 871_000_001);
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The winners as anyone recomputes them from the revealed seed and the participants' codes. */
function recomputeWinners(giveaway: Giveaway, codes: string[]) {
  const seed = giveaway.draw!.seed!;
  const amounts = giveaway.prizes.flatMap((tier) => Array.from({ length: tier.count }, () => tier.amount));
  return codes
    .map((code) => ({ code, score: sha256(`${seed}:${code}`) }))
    .sort((a, b) => (a.score < b.score ? -1 : 1))
    .slice(0, amounts.length)
    .map((each, i) => ({ rank: i + 1, participantCode: each.code, amount: amounts[i] }));
}

const credits = async (api: WalletApi): Promise<Transaction[]> =>
  (await api.transactions({ query: {} })).transactions.filter((entry) => entry.channel === 'CREDIT');

/** The postings of one ledger entry, per account, and its kind. */
async function entryOf(entryId: number) {
  const db = t.running.sandbox.db;
  const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
  const postings = await db.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, entryId));
  return { kind: entry?.kind, postings: postings.map((p) => p.amount) };
}

/** Moves the sandbox clock past the giveaway's end. */
async function passEnd(giveaway: Giveaway) {
  const seconds = Math.ceil((Date.parse(giveaway.endsAt) - t.running.sandbox.clock.nowMs()) / 1000) + 1;
  await t.advanceClock(seconds);
}

describe('the draw at endsAt', () => {
  it('[SHOP-09] pays the winners the rule gives from the revealed seed, returns the rest, in one balanced entry', async () => {
    const owner = await creator({ toman: '100000' });
    const giveaway = await activeGiveaway(t, owner.api, {
      prizes: [
        { count: 1, amount: '5000' },
        { count: 2, amount: '1000' },
      ],
    });
    const people = await Promise.all(
      ['Zahra', 'Amir', 'Leila', 'Omid', 'Parisa'].map((name) => joiner(name)),
    );
    const codes: string[] = [];
    for (const person of people) {
      const joined = await person.api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey());
      codes.push(joined.participantCode!);
    }
    await passEnd(giveaway);
    const drawn = await owner.api.giveaway({ params: { id: giveaway.id } });
    expect(drawn).toMatchObject({ status: 'DRAWN', participants: 5, returned: '0', prizeWon: '0' });
    expect(drawn.drawnAt).not.toBeNull();
    // The seed shown now is the one whose hash was shown from the payment on.
    expect(sha256(drawn.draw!.seed!)).toBe(giveaway.draw!.seedHash);
    const expected = recomputeWinners(drawn, codes);
    expect(
      drawn.winners.map(({ rank, participantCode, amount }) => ({ rank, participantCode, amount })),
    ).toEqual(expected);

    // Each winner sees their prize and a shortened name; the history names it a giveaway prize.
    for (const [i, person] of people.entries()) {
      const seen = await person.api.giveaway({ params: { id: giveaway.id } });
      const won = expected.find((winner) => winner.participantCode === codes[i]);
      expect(seen.prizeWon).toBe(won?.amount ?? '0');
      expect(await balanceOf(person.api, 'IRT')).toBe(won?.amount ?? '0');
      const history = (await credits(person.api)).map((x) => [x.creditReason, x.amount]);
      expect(history).toEqual(won ? [['GIVEAWAY_PRIZE', won.amount]] : []);
    }
    expect(drawn.winners.map((w) => w.displayName).every((name) => /^\p{L}…$/u.test(name))).toBe(true);

    // One GIVEAWAY_DRAW entry pays all three and balances.
    const winners = await giveawayWinnersOf(t.running.sandbox.db, Number(giveaway.id));
    expect(winners.map((w) => w.rank)).toEqual([1, 2, 3]);
    expect(new Set(winners.map((w) => w.entryId)).size).toBe(1);
    const entry = await entryOf(winners[0]!.entryId);
    expect(entry.kind).toBe('GIVEAWAY_DRAW');
    expect(entry.postings.map(Number).sort((a, b) => a - b)).toEqual([-7000, 1000, 1000, 5000]);
    expect(await balanceOf(owner.api, 'IRT')).toBe('93000');
    await expectCleanGiveaways(t);
  });

  it('[SHOP-09] with fewer participants than prizes, pays them all and returns what no one won as "giveaway participation"', async () => {
    const owner = await creator({ toman: '100000' });
    const giveaway = await activeGiveaway(t, owner.api, {
      prizes: [
        { count: 1, amount: '4000' },
        { count: 3, amount: '1000' },
      ],
    });
    const [first, second] = await Promise.all([joiner('Hoda'), joiner('Kian')]);
    const codes = [];
    for (const person of [first!, second!]) {
      codes.push(
        (await person.api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey())).participantCode!,
      );
    }
    await passEnd(giveaway);
    const drawn = await owner.api.giveaway({ params: { id: giveaway.id } });
    expect(drawn.winners.map((w) => [w.rank, w.participantCode, w.amount])).toEqual(
      recomputeWinners(drawn, codes).map((w) => [w.rank, w.participantCode, w.amount]),
    );
    expect(drawn.winners.map((w) => w.amount)).toEqual(['4000', '1000']);
    expect(drawn.returned).toBe('2000');
    expect(await balanceOf(owner.api, 'IRT')).toBe('95000');
    expect((await credits(owner.api)).map((x) => [x.creditReason, x.amount])).toContainEqual([
      'GIVEAWAY_PARTICIPATION',
      '2000',
    ]);
    await expectCleanGiveaways(t);
  });

  it('[SHOP-09] with no participant at all, returns everything to the creator', async () => {
    const owner = await creator({ toman: '100000' });
    const giveaway = await activeGiveaway(t, owner.api, { prizes: [{ count: 2, amount: '2500' }] });
    expect(await balanceOf(owner.api, 'IRT')).toBe('95000');
    await passEnd(giveaway);
    const drawn = await owner.api.giveaway({ params: { id: giveaway.id } });
    expect(drawn).toMatchObject({ status: 'DRAWN', winners: [], returned: '5000', participants: 0 });
    expect(await balanceOf(owner.api, 'IRT')).toBe('100000');
    await expectCleanGiveaways(t);
  });

  it('[SHOP-09] 20 parallel GETs and the watcher at endsAt draw once and pay once', async () => {
    const owner = await creator({ toman: '100000' });
    const giveaway = await activeGiveaway(t, owner.api, { prizes: [{ count: 1, amount: '3000' }] });
    const person = await joiner('Shirin');
    await person.api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey());
    await passEnd(giveaway);
    const views = await Promise.all([
      ...Array.from({ length: 20 }, () => person.api.giveaway({ params: { id: giveaway.id } })),
      settleDueGiveaways(t.running.sandbox).then(() => null),
      settleDueGiveaways(t.running.sandbox).then(() => null),
    ]);
    const seeds = new Set(views.filter((v): v is Giveaway => v !== null).map((v) => v.draw?.seed));
    expect(seeds.size).toBe(1);
    expect(views.filter((v): v is Giveaway => v !== null).every((v) => v.status === 'DRAWN')).toBe(true);
    expect(await settleDueGiveaways(t.running.sandbox)).toBe(0);
    expect(await balanceOf(person.api, 'IRT')).toBe('3000');
    expect((await credits(person.api)).map((x) => [x.creditReason, x.amount])).toEqual([
      ['GIVEAWAY_PRIZE', '3000'],
    ]);
    expect(await balanceOf(owner.api, 'IRT')).toBe('97000');
    const draws = await t.running.sandbox.db
      .select()
      .from(ledgerEntries)
      .where(
        eq(ledgerEntries.description, `Giveaway ${giveaway.id} drawn: 1 winner paid, 0 back to its creator`),
      );
    expect(draws).toHaveLength(1);
    await expectCleanGiveaways(t);
  });

  it('[SHOP-09] the watcher draws a giveaway no one looks at', async () => {
    const owner = await creator({ toman: '100000' });
    const giveaway = await activeGiveaway(t, owner.api, { prizes: [{ count: 1, amount: '1000' }] });
    await passEnd(giveaway);
    // Only the list is read, which never draws: the draw is the watcher's.
    await expect
      .poll(async () => (await owner.api.giveaways()).created[0]?.status, { timeout: 5000 })
      .toBe('DRAWN');
    expect(await balanceOf(owner.api, 'IRT')).toBe('100000');
    expect((await owner.api.giveaways()).created[0]).toMatchObject({ status: 'DRAWN', returned: '1000' });
  });

  it('refuses joining once the end time has passed, before the draw', async () => {
    const owner = await creator({ toman: '100000' });
    const giveaway = await activeGiveaway(t, owner.api);
    const late = await joiner('Babak');
    await passEnd(giveaway);
    const refused = await late.api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey()).then(
      () => null,
      (error: { codeString?: string }) => error.codeString,
    );
    expect(refused).toBe('GIVEAWAY_ENDED');
  });
});

describe('a giveaway never paid', () => {
  it('[SHOP-09] is CANCELED at endsAt with its unpaid invoice, and a later payment cannot revive it', async () => {
    const owner = await creator({ toman: '100000' });
    const made = await owner.api.createGiveaway(
      { body: { dataString: JSON.stringify(giveawayData(t, {}, 15)), banner: new Blob([PNG]) } },
      moneyKey(),
    );
    const invoice = await owner.api.payGiveaway({ params: { id: made.id } }, moneyKey());
    await passEnd(made);
    const seen = await owner.api.giveaway({ params: { id: made.id } });
    expect(seen).toMatchObject({ status: 'CANCELED', draw: null, winners: [] });
    const [row] = await t.running.sandbox.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(inArray(invoices.id, [Number(invoice.id)]));
    expect(row?.status).toBe('CANCELED');
    const again = await owner.api.payGiveaway({ params: { id: made.id } }, moneyKey()).then(
      () => null,
      (error: { codeString?: string }) => error.codeString,
    );
    expect(again).toBe('GIVEAWAY_NOT_PENDING');
    expect(await balanceOf(owner.api, 'IRT')).toBe('100000');
    await expectCleanGiveaways(t);
  });
});
