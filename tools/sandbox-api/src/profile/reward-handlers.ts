import { and, countDistinct, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { levelAbilities, neg, sum } from '@wallet/core';
import type { HandlersOf } from '../context';
import type { Db } from '../db/client';
import { giftCards, referralRewards, users } from './tables';
import { canonicalDecimal } from '../decimal';
import { ApiFailure } from '../errors';
import { postEntry, SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../money/ledger';
import { recordTransaction } from '../money/transactions';

/** Spec 001 §9: the inviter gets 30 % of friends' fees, the invitee a 5 % fee discount. */
export const INVITER_FEE_SHARE_PERCENT = 30;
export const INVITEE_FEE_DISCOUNT_PERCENT = 5;

async function rewardsByToken(db: Db, userId: number, claimed: boolean) {
  const rows = await db
    .select({ token: referralRewards.token, amount: sql<string>`sum(${referralRewards.amount})::text` })
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.userId, userId),
        claimed ? isNotNull(referralRewards.claimedEntryId) : isNull(referralRewards.claimedEntryId),
      ),
    )
    .groupBy(referralRewards.token)
    .orderBy(referralRewards.token);
  return rows.map((r) => ({ token: r.token, amount: canonicalDecimal(r.amount) }));
}

export const rewardHandlers: HandlersOf<
  'setReferrer' | 'claimGiftCard' | 'referralDetails' | 'claimReferralReward'
> = {
  async setReferrer({ db, input, auth }) {
    const code = input.body.code.trim().toUpperCase();
    const [referrer] = await db.select().from(users).where(eq(users.referralCode, code));
    if (!referrer) throw new ApiFailure(404, 'REFERRAL_CODE_NOT_FOUND');
    if (referrer.id === auth.user.id) throw new ApiFailure(400, 'CANNOT_REFER_YOURSELF');
    const [updated] = await db
      .update(users)
      .set({ referrerId: referrer.id, referrerSource: input.body.source })
      .where(and(eq(users.id, auth.user.id), isNull(users.referrerId)))
      .returning({ id: users.id });
    if (!updated) throw new ApiFailure(409, 'REFERRER_ALREADY_SET');
    return { referrerCode: referrer.referralCode, source: input.body.source };
  },

  async claimGiftCard({ sb, db, input, auth }) {
    const code = input.body.code.toUpperCase();
    const [card] = await db.select().from(giftCards).where(eq(giftCards.code, code)).for('update');
    // A refunded card's code is void: as unknown as a code never issued.
    if (!card || card.voidedAt !== null) throw new ApiFailure(404, 'GIFT_CARD_NOT_FOUND');
    if (card.claimedBy !== null) throw new ApiFailure(409, 'GIFT_CARD_ALREADY_CLAIMED');
    const at = sb.clock.now();
    const amount = canonicalDecimal(card.amount);
    const entryId = await transfer(db, {
      kind: 'GIFT_CARD_CLAIM',
      description: `Gift card ${code}`,
      userId: auth.user.id,
      from: await systemAccount(db, SYSTEM_ACCOUNTS.GIFT_CARDS, card.token),
      to: await userAccount(db, auth.user.id, card.token),
      amount,
      at,
    });
    await db
      .update(giftCards)
      .set({ claimedBy: auth.user.id, claimedAt: at, entryId })
      .where(eq(giftCards.code, code));
    const record = await recordTransaction(db, {
      userId: auth.user.id,
      type: 'DEPOSIT',
      channel: 'CREDIT',
      creditReason: 'GIFT_CARD_REWARD',
      token: card.token,
      status: 'SUCCEED',
      amount,
      refId: code,
      entryId,
      at,
    });
    return { token: card.token, amount, transactionId: String(record.id) };
  },

  async referralDetails({ db, auth }) {
    const invited = await db
      .select({ id: users.id, level: users.level })
      .from(users)
      .where(eq(users.referrerId, auth.user.id));
    const invitedIds = invited.map((u) => u.id);
    const [trading] = invitedIds.length
      ? await db
          .select({ n: countDistinct(referralRewards.refereeId) })
          .from(referralRewards)
          .where(
            and(eq(referralRewards.userId, auth.user.id), inArray(referralRewards.refereeId, invitedIds)),
          )
      : [{ n: 0 }];
    return {
      invitationCode: auth.user.referralCode,
      invitedCount: invited.length,
      verifiedCount: invited.filter((u) => levelAbilities(u.level).isAuthorized).length,
      tradingCount: trading?.n ?? 0,
      earnings: await rewardsByToken(db, auth.user.id, true),
      claimable: await rewardsByToken(db, auth.user.id, false),
      inviterFeeSharePercent: INVITER_FEE_SHARE_PERCENT,
      inviteeFeeDiscountPercent: INVITEE_FEE_DISCOUNT_PERCENT,
    };
  },

  async claimReferralReward({ sb, db, auth }) {
    const rows = await db
      .select()
      .from(referralRewards)
      .where(and(eq(referralRewards.userId, auth.user.id), isNull(referralRewards.claimedEntryId)))
      .for('update');
    if (rows.length === 0) throw new ApiFailure(400, 'NO_REWARD_TO_CLAIM');
    const byToken = new Map<string, string[]>();
    for (const row of rows) byToken.set(row.token, [...(byToken.get(row.token) ?? []), row.amount]);
    const claimed = [...byToken].map(([token, amounts]) => ({ token, amount: sum(amounts) }));
    const postings = [];
    for (const { token, amount } of claimed) {
      postings.push({
        accountId: await systemAccount(db, SYSTEM_ACCOUNTS.REFERRAL_REWARDS, token),
        amount: neg(amount),
      });
      postings.push({ accountId: await userAccount(db, auth.user.id, token), amount });
    }
    const entryId = await postEntry(db, {
      kind: 'REFERRAL_REWARD',
      description: 'Referral rewards',
      userId: auth.user.id,
      postings,
      at: sb.clock.now(),
    });
    await db
      .update(referralRewards)
      .set({ claimedEntryId: entryId })
      .where(
        inArray(
          referralRewards.id,
          rows.map((r) => r.id),
        ),
      );
    // One transaction per token, so each coin's history shows its own reward.
    const recorded = [];
    for (const { token, amount } of claimed) {
      recorded.push(
        await recordTransaction(db, {
          userId: auth.user.id,
          type: 'DEPOSIT',
          channel: 'CREDIT',
          creditReason: 'REFERRAL_REWARD',
          token,
          status: 'SUCCEED',
          amount,
          entryId,
          at: sb.clock.now(),
        }),
      );
    }
    return { claimed, transactionId: String(recorded[0]!.id) };
  },
};
