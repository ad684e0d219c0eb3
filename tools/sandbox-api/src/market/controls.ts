import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { positiveDecimalString, tokenSymbol } from '@wallet/api';
import { canonicalToken } from '../config/coins';
import { coins } from '../config/tables';
import { defineControl } from '../context';
import { queryRows } from '../db/client';
import { ApiFailure } from '../errors';
import { MAX_SYNTHETIC_TOKENS, syntheticCoins } from '../seed/synthetic';
import { checkPriceAlerts } from './alerts';
import { priceMoves } from './tables';

export const marketControls = [
  /** Sets a coin's USD price now; the walk goes on from there and alerts are checked at once. */
  defineControl({
    method: 'POST',
    path: 'market/price',
    body: z.object({ token: tokenSymbol, priceUsd: positiveDecimalString }).strict(),
    run: async (sb, { body }) => {
      const token = canonicalToken(body.token);
      if (!sb.prices.has(token)) throw new ApiFailure(404, 'UNKNOWN_COIN');
      const now = sb.clock.now();
      const move = sb.prices.setPrice(token, Number(body.priceUsd), now.getTime());
      await sb.db.insert(priceMoves).values({ token, at: now, factor: move.factor });
      // Checked at the moment of the move, so an alert fires at exactly the price that was set.
      const fired = await checkPriceAlerts(sb, now);
      return { token, quote: sb.prices.quote(token, now.getTime()), alertsFired: fired };
    },
  }),
  /** Makes sure `count` synthetic tokens exist (SYN0001…), for scale tests of the market list. */
  defineControl({
    method: 'POST',
    path: 'market/synthetic-tokens',
    body: z.object({ count: z.number().int().min(1).max(MAX_SYNTHETIC_TOKENS) }).strict(),
    run: async (sb, { body: { count } }) => {
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
      return { created: inserted.length, coins: sb.prices.size };
    },
  }),
];
