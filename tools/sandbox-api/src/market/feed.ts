import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coins } from '../config/tables';
import { priceMoves } from './tables';
import { PriceFeed } from './prices';

/** The price feed of every coin in the database (seeded and synthetic), with the price moves set so far. */
export async function loadPriceFeed(db: Db, seed: string): Promise<PriceFeed> {
  const coinRows = await db
    .select({ token: coins.token, basePriceUsd: coins.basePriceUsd, dailyVolatility: coins.dailyVolatility })
    .from(coins);
  const moves = await db.select().from(priceMoves).orderBy(asc(priceMoves.at), asc(priceMoves.id));
  return new PriceFeed(
    coinRows,
    seed,
    moves.map((move) => ({ token: move.token, atMs: move.at.getTime(), factor: move.factor })),
  );
}
