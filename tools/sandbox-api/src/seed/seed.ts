import { count, eq } from 'drizzle-orm';
import { FEATURE_FLAGS } from '@wallet/api';
import type { Db } from '../db/client';
import { banners, coins, featureFlags, feeFreeCampaigns, utmCampaigns } from '../config/tables';
import { giftCards, referralRewards, users } from '../profile/tables';
import { serverSettings } from '../db/tables';
import { watchList } from '../wallet/tables';
import { randomToken } from '../crypto';
import { createUser } from '../profile/users';
import { postEntry, SYSTEM_ACCOUNTS, systemAccount, userAccount, type Posting } from '../money/ledger';
import { DAY_MS } from '../clock';
import { SEED_COINS } from './coins';
import {
  DEMO_USERS,
  FEE_FREE_VOLUME_USD,
  FLAGS_ON,
  SEED_BANNERS,
  SEED_GIFT_CARDS,
  SEED_REFERRAL_REWARDS,
  SEED_UTM_CAMPAIGNS,
} from './fixtures';
import { neg } from '@wallet/core';

export const SECRET_SETTING = 'otp-secret';

/** Fills a new database once; a database that has coins is left as it is. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(coins);
    if ((existing?.n ?? 0) > 0) return false;

    await tx.insert(serverSettings).values({ name: SECRET_SETTING, value: randomToken(32) });
    await tx.insert(coins).values(
      SEED_COINS.map(({ basePriceUsd, dailyVolatility, ...config }, position) => ({
        token: config.token,
        position,
        config,
        basePriceUsd,
        dailyVolatility,
      })),
    );
    await tx
      .insert(featureFlags)
      .values(FEATURE_FLAGS.map((name) => ({ name, enabled: FLAGS_ON.includes(name) })));
    await tx.insert(banners).values(SEED_BANNERS.map((b, position) => ({ ...b, position })));
    await tx.insert(utmCampaigns).values([...SEED_UTM_CAMPAIGNS]);
    await tx.insert(giftCards).values(SEED_GIFT_CARDS.map((g) => ({ ...g })));
    await tx.insert(feeFreeCampaigns).values({
      startsAt: new Date(at.getTime() - DAY_MS),
      endsAt: new Date(at.getTime() + 30 * DAY_MS),
      volumePerUserUsd: FEE_FREE_VOLUME_USD,
    });

    const ids = new Map<string, number>();
    for (const demo of DEMO_USERS) {
      const user = await createUser(tx, {
        at,
        phone: demo.phone,
        language: demo.language,
        level: demo.level,
        displayName: demo.displayName,
        referralCode: demo.referralCode,
        telegram: {
          id: demo.telegramId,
          username: demo.username,
          displayName: demo.displayName,
          photoUrl: null,
        },
      });
      await tx
        .update(users)
        .set({
          officialFirstName: demo.officialFirstName,
          officialLastName: demo.officialLastName,
          kycFailureReason: demo.kycFailureReason ?? null,
          kycFailedAt: demo.kycFailureReason ? new Date(at.getTime() - DAY_MS) : null,
        })
        .where(eq(users.id, user.id));
      ids.set(demo.key, user.id);
      if (demo.favorites.length) {
        await tx
          .insert(watchList)
          .values(demo.favorites.map((token) => ({ userId: user.id, token, createdAt: at })));
      }
      const postings: Posting[] = [];
      for (const [token, amount] of Object.entries(demo.balances)) {
        postings.push({
          accountId: await systemAccount(tx, SYSTEM_ACCOUNTS.GENESIS, token),
          amount: neg(amount),
        });
        postings.push({ accountId: await userAccount(tx, user.id, token), amount });
      }
      await postEntry(tx, {
        kind: 'SEED',
        description: `Opening balances of ${demo.key}`,
        userId: user.id,
        postings,
        at,
      });
    }

    const inviter = ids.get('level2');
    const invitee = ids.get('level0');
    if (inviter && invitee) {
      await tx
        .update(users)
        .set({ referrerId: inviter, referrerSource: 'seed' })
        .where(eq(users.id, invitee));
      await tx.insert(referralRewards).values(
        SEED_REFERRAL_REWARDS.map((r) => ({
          userId: inviter,
          refereeId: invitee,
          token: r.token,
          amount: r.amount,
          createdAt: at,
        })),
      );
    }
    return true;
  });
}

export async function readSecret(db: Db): Promise<string> {
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.name, SECRET_SETTING));
  if (!row) throw new Error('The database has no secret: it was not seeded');
  return row.value;
}
