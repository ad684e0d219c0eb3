import { and, asc, eq, inArray } from 'drizzle-orm';
import type { HandlersOf } from '../context';
import type { Db } from '../db/client';
import { coins } from '../config/tables';
import { watchList } from './tables';
import { userAssets } from './assets';
import { canonicalToken } from '../config/coins';
import { ApiFailure } from '../errors';

async function knownTokens(db: Db, tokens: string[]): Promise<string[]> {
  const wanted = [...new Set(tokens.map(canonicalToken))];
  const found = await db.select({ token: coins.token }).from(coins).where(inArray(coins.token, wanted));
  if (found.length !== wanted.length) throw new ApiFailure(400, 'UNKNOWN_COIN');
  return wanted;
}

async function favoriteTokens(db: Db, userId: number) {
  const rows = await db
    .select({ token: watchList.token })
    .from(watchList)
    .innerJoin(coins, eq(coins.token, watchList.token))
    .where(eq(watchList.userId, userId))
    .orderBy(asc(coins.position));
  return { tokens: rows.map((r) => r.token) };
}

export const assetHandlers: HandlersOf<'assets' | 'asset' | 'addToWatchList' | 'removeFromWatchList'> = {
  async assets({ sb, db, auth }) {
    return userAssets(sb, db, auth.user);
  },
  async asset({ sb, db, input, auth }) {
    const token = canonicalToken(input.params.token);
    const [found] = (await userAssets(sb, db, auth.user, token)).tokens;
    if (!found) throw new ApiFailure(404, 'UNKNOWN_COIN');
    return found;
  },
  async addToWatchList({ sb, db, input, auth }) {
    const tokens = await knownTokens(db, input.body.tokens);
    const at = sb.clock.now();
    await db
      .insert(watchList)
      .values(tokens.map((token) => ({ userId: auth.user.id, token, createdAt: at })))
      .onConflictDoNothing();
    return favoriteTokens(db, auth.user.id);
  },
  async removeFromWatchList({ db, input, auth }) {
    const tokens = await knownTokens(db, input.body.tokens);
    await db
      .delete(watchList)
      .where(and(eq(watchList.userId, auth.user.id), inArray(watchList.token, tokens)));
    return favoriteTokens(db, auth.user.id);
  },
};
