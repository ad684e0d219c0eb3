import { asc, eq } from 'drizzle-orm';
import { add, mul, roundDown } from '@wallet/core';
import type { TokenAsset, UserAssets } from '@wallet/api';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { coins } from '../config/tables';
import { watchList } from './tables';
import type { UserRow } from '../profile/tables';
import { userBalances } from '../money/ledger';

const USD_VALUE_DECIMALS = 8;
const TOMAN_VALUE_DECIMALS = 0;

/** Every coin with the user's balance valued at the simulated price of this instant. */
export async function userAssets(sb: Sandbox, db: Db, user: UserRow, only?: string): Promise<UserAssets> {
  const coinRows = await db
    .select({ token: coins.token, config: coins.config })
    .from(coins)
    .where(only ? eq(coins.token, only) : undefined)
    .orderBy(asc(coins.position));
  const balances = await userBalances(db, user.id);
  const favorites = new Set(
    (await db.select({ token: watchList.token }).from(watchList).where(eq(watchList.userId, user.id))).map(
      (r) => r.token,
    ),
  );
  const atMs = sb.clock.nowMs();
  let totalUsd = '0';
  let totalUserCurrency = '0';
  const tokens: TokenAsset[] = coinRows.map(({ token, config }) => {
    const marketData = sb.prices.quote(token, atMs);
    const amount = balances.get(token) ?? '0';
    const usdValue = roundDown(mul(amount, marketData.USD.lastPrice), USD_VALUE_DECIMALS);
    const userCurrencyValue =
      user.currency === 'USD'
        ? usdValue
        : roundDown(mul(amount, marketData.IRT.lastPrice), TOMAN_VALUE_DECIMALS);
    totalUsd = add(totalUsd, usdValue);
    totalUserCurrency = add(totalUserCurrency, userCurrencyValue);
    return {
      token,
      name: config.name,
      listed: config.listed,
      favorite: favorites.has(token),
      groups: config.groups,
      balance: {
        amount: { number: amount },
        usdValue: { number: usdValue },
        userCurrencyValue: { number: userCurrencyValue },
      },
      marketData,
    };
  });
  return {
    tokens,
    balance: { usdValue: { number: totalUsd }, userCurrencyValue: { number: totalUserCurrency } },
    userCurrency: user.currency,
  };
}
