import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { isPositive, neg, sub } from '@wallet/core';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { canonicalDecimal } from '../decimal';
import { invoices } from '../invoices/tables';
import { postEntry, userAccount, type Posting } from '../money/ledger';
import { recordTransaction } from '../money/transactions';
import { enqueueNotice } from '../bot-notices/notices';
import { drawScore, giveawayEscrowAccount, giveawayTaskId } from './giveaways';
import { giveawayParticipants, giveaways, giveawayWinners, type GiveawayRow } from './tables';

/** The amount of each rank, in tier order: the first `count` ranks get tier one, and so on. */
export const rankAmounts = (row: Pick<GiveawayRow, 'prizes'>): string[] =>
  row.prizes.flatMap((tier) => Array.from({ length: tier.count }, () => canonicalDecimal(tier.amount)));

/**
 * The draw of a giveaway whose endsAt has passed, under its row lock (call it with the row locked): the
 * participants ordered by SHA-256 of `seed:participantCode`, the first ranks win the tiers in order, and ONE
 * GIVEAWAY_DRAW entry empties its escrow: each winner paid (history credit GIVEAWAY_PRIZE) and what no one won back
 * to the creator (history credit GIVEAWAY_PARTICIPATION). The giveaway is DRAWN with its winners recorded.
 */
async function drawGiveaway(db: Db, row: GiveawayRow, at: Date): Promise<void> {
  if (!row.seed) throw new Error(`Giveaway ${row.id} is ACTIVE without a seed`);
  const seed = row.seed;
  const participants = await db
    .select()
    .from(giveawayParticipants)
    .where(eq(giveawayParticipants.giveawayId, row.id));
  const amounts = rankAmounts(row);
  const ranked = participants
    .map((participant) => ({ ...participant, score: drawScore(seed, participant.participantCode) }))
    .sort((a, b) => (a.score < b.score ? -1 : a.score > b.score ? 1 : 0))
    .slice(0, amounts.length)
    .map((participant, i) => ({ ...participant, rank: i + 1, amount: amounts[i]! }));
  const totalPrize = canonicalDecimal(row.totalPrize);
  const returned = ranked.reduce((left, winner) => sub(left, winner.amount), totalPrize);

  const postings: Posting[] = [{ accountId: await giveawayEscrowAccount(db, row), amount: neg(totalPrize) }];
  for (const winner of ranked) {
    postings.push({ accountId: await userAccount(db, winner.userId, row.token), amount: winner.amount });
  }
  if (isPositive(returned)) {
    postings.push({ accountId: await userAccount(db, row.creatorId, row.token), amount: returned });
  }
  const entryId = await postEntry(db, {
    kind: 'GIVEAWAY_DRAW',
    description: `Giveaway ${row.id} drawn: ${ranked.length} ${ranked.length === 1 ? 'winner' : 'winners'} paid, ${canonicalDecimal(returned)} back to its creator`,
    userId: row.creatorId,
    postings,
    at,
  });
  const refId = `giveaway-${row.id}`;
  for (const winner of ranked) {
    await db.insert(giveawayWinners).values({
      giveawayId: row.id,
      userId: winner.userId,
      participantCode: winner.participantCode,
      rank: winner.rank,
      amount: winner.amount,
      entryId,
    });
    await enqueueNotice(db, {
      userId: winner.userId,
      kind: 'GIVEAWAY_WON',
      data: { amount: winner.amount, token: row.token },
      at,
    });
    await recordTransaction(db, {
      userId: winner.userId,
      type: 'DEPOSIT',
      channel: 'CREDIT',
      creditReason: 'GIVEAWAY_PRIZE',
      token: row.token,
      status: 'SUCCEED',
      amount: winner.amount,
      refId,
      entryId,
      at,
    });
  }
  if (isPositive(returned)) {
    await recordTransaction(db, {
      userId: row.creatorId,
      type: 'DEPOSIT',
      channel: 'CREDIT',
      creditReason: 'GIVEAWAY_PARTICIPATION',
      token: row.token,
      status: 'SUCCEED',
      amount: canonicalDecimal(returned),
      refId,
      entryId,
      at,
    });
  }
  await db
    .update(giveaways)
    .set({ status: 'DRAWN', drawnAt: at, returned: canonicalDecimal(returned), drawEntryId: entryId })
    .where(eq(giveaways.id, row.id));
}

/** A PENDING giveaway closed (deleted by its creator, or never paid by endsAt) with its unpaid invoices. */
export async function cancelGiveaway(db: Db, row: GiveawayRow, at: Date): Promise<void> {
  // Only invoices nothing was paid on are canceled; a part-paid one stays, and the invoice escrow's deadline
  // returns what was paid, as for an ad cheque.
  await db
    .update(invoices)
    .set({ status: 'CANCELED', canceledAt: at })
    .where(
      and(
        eq(invoices.taskId, giveawayTaskId(row.id)),
        eq(invoices.status, 'PENDING'),
        eq(invoices.paidAmount, '0'),
      ),
    );
  await db.update(giveaways).set({ status: 'CANCELED', canceledAt: at }).where(eq(giveaways.id, row.id));
}

/**
 * Settles one giveaway whose endsAt has passed, in its own transaction under its row lock: ACTIVE is drawn,
 * PENDING canceled. The state is read again on the locked row, so two watchers, a GET beside the watcher or a
 * retry settle it once. Answers whether this call settled it.
 */
export async function settleGiveaway(sb: Sandbox, id: number): Promise<boolean> {
  const now = sb.clock.now();
  return sb.db.transaction(async (tx) => {
    const [row] = await tx.select().from(giveaways).where(eq(giveaways.id, id)).for('update');
    if (!row || row.endsAt.getTime() > now.getTime()) return false;
    if (row.status === 'ACTIVE') await drawGiveaway(tx, row, now);
    else if (row.status === 'PENDING') await cancelGiveaway(tx, row, now);
    else return false;
    return true;
  });
}

/** Whether a giveaway waits for its draw or its cancelation at `now`. */
export const isDue = (row: GiveawayRow, now: Date) =>
  (row.status === 'ACTIVE' || row.status === 'PENDING') && row.endsAt.getTime() <= now.getTime();

/** The watcher's pass: every ACTIVE or PENDING giveaway past endsAt (sandbox clock) is settled. Answers how many. */
export async function settleDueGiveaways(sb: Sandbox): Promise<number> {
  const due = await sb.db
    .select({ id: giveaways.id })
    .from(giveaways)
    .where(and(inArray(giveaways.status, ['ACTIVE', 'PENDING']), lte(giveaways.endsAt, sb.clock.now())));
  let settled = 0;
  for (const { id } of due) if (await settleGiveaway(sb, id)) settled++;
  return settled;
}

/** A drawn giveaway's winners with their user ids, by rank: whom the bot tells "you won". */
export async function giveawayWinnersOf(db: Db, giveawayId: number) {
  return db
    .select({
      userId: giveawayWinners.userId,
      rank: giveawayWinners.rank,
      participantCode: giveawayWinners.participantCode,
      amount: giveawayWinners.amount,
      token: giveaways.token,
      entryId: giveawayWinners.entryId,
    })
    .from(giveawayWinners)
    .innerJoin(giveaways, eq(giveaways.id, giveawayWinners.giveawayId))
    .where(eq(giveawayWinners.giveawayId, giveawayId))
    .orderBy(asc(giveawayWinners.rank));
}
