import { eq } from 'drizzle-orm';
import type { CoinConfig } from '@wallet/api';
import type { Db } from '../db/client';
import { ApiFailure } from '../errors';
import { coins } from './tables';

/** Spec 000 §3: the token "$" means USD. */
export function canonicalToken(token: string): string {
  return token === '$' ? 'USD' : token;
}

/** A coin's configuration as the coin list serves it (networks, decimals, features); UNKNOWN_COIN if none. */
export async function coinConfig(db: Db, token: string): Promise<CoinConfig> {
  const [row] = await db.select({ config: coins.config }).from(coins).where(eq(coins.token, token));
  if (!row) throw new ApiFailure(404, 'UNKNOWN_COIN');
  return row.config;
}
