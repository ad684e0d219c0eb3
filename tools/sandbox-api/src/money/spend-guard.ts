import type { CoinConfig } from '@wallet/api';
import { cmp, levelAbilities, mul, roundHalfUp, withdrawLimitProblem } from '@wallet/core';
import type { Sandbox, SpendContext } from '../context';
import type { Db } from '../db/client';
import { lockForTransaction } from '../db/locks';
import type { UserRow } from '../profile/tables';
import { canonicalToken, coinConfig } from '../config/coins';
import { ApiFailure } from '../errors';
import { userAccount } from './ledger';
import { toDecimalString } from '../decimal';
import { eq } from 'drizzle-orm';
import {
  FIAT_TOKEN,
  refuseIfBlocked,
  spendKindOf,
  spendLimits,
  withdrawBlocks,
  type SpendKind,
  isTwoFactorOn,
} from './spend-rules';
import { ledgerAccounts } from '../wallet/tables';
import { refuseIfFlagOn } from '../config/flags';

// The one spend guard (spec 000 §4, §6; 001 §6, §9). Every call that takes money out of a user's balance
// passes it before the ledger moves: the ledger refuses to debit a user's account without the permit that
// only this guard issues.

const USD_DECIMALS = 8;

/**
 * Leave to debit one user account by at most one amount, once. The class is not exported, so only this
 * module makes one; the ledger checks it on every debit of a user's account.
 */
class Permit {
  #isUsed = false;
  constructor(
    readonly userId: number,
    readonly accountId: number,
    readonly token: string,
    readonly amount: string,
  ) {}

  /** Takes the permit for one debit; a second debit, another account or more than allowed is refused. */
  use(accountId: number, amount: string): void {
    if (this.#isUsed) throw new Error('A spend permit is used once');
    if (accountId !== this.accountId) throw new Error('A spend permit is for one account');
    if (cmp(amount, this.amount) > 0) throw new Error('A spend permit allows no more than its amount');
    this.#isUsed = true;
  }
}
export type SpendPermit = Permit;

export interface SpendRequest {
  token: string;
  /** The amount the user typed: it must fit the coin's decimals. */
  amount: string;
}

export interface Spend {
  /** What leaves the balance (the amount and any fee). */
  total: string;
}

export type CheckedSpend<T extends Spend> = T & { token: string; usdValue: string };

/**
 * Every check of a spend, in the order the user hears them: the coin can leave the wallet; the level may
 * spend at all (INSUFFICIENT_USER_LEVEL before anything else); no limit flag pauses it; the amount has the coin's decimals; the flow's
 * own checks (address, minimum, recipient...), which say what leaves the balance; no block holds (account
 * lock, a two-factor change, a Rial deposit for coins); and the level's limits allow it.
 */
export async function checkSpend<T extends Spend>(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  request: SpendRequest,
  flowChecks: (coin: CoinConfig) => Promise<T>,
): Promise<CheckedSpend<T>> {
  const now = sb.clock.now();
  const token = canonicalToken(request.token);
  const coin = await coinConfig(db, token);
  const kind = spendKindOf(token);
  // A coin's withdraw feature says whether it may leave the wallet; the Rial leaves through the bank, under
  // its own limits, and has no such switch.
  if (kind === 'CRYPTO' && !coin.features.withdraw) throw new ApiFailure(400, 'WITHDRAW_NOT_AVAILABLE');
  const limits = await spendLimits(db, user, kind, now);
  if (!limits) throw new ApiFailure(403, 'INSUFFICIENT_USER_LEVEL');
  await refuseIfPaused(db, kind);
  if ((request.amount.split('.')[1]?.length ?? 0) > coin.decimals) {
    throw new ApiFailure(400, 'BAD_INPUT_VALUES', `at most ${coin.decimals} decimals`);
  }
  const flow = await flowChecks(coin);
  await refuseIfBlocked(db, user, now, kind);
  const price = toDecimalString(sb.prices.usdAt(token, now.getTime()));
  const usdValue = roundHalfUp(mul(flow.total, price), USD_DECIMALS);
  const problem = withdrawLimitProblem(
    {
      dailyUsd: limits.daily,
      monthlyUsd: limits.monthly,
      dailyUsedUsd: limits.dailyUsed,
      monthlyUsedUsd: limits.monthlyUsed,
    },
    kind === 'FIAT' ? flow.total : usdValue,
  );
  if (problem) throw new ApiFailure(422, problem);
  return { ...flow, token, usdValue };
}

/** The limit flags that pause spends (api's LIMIT_FLAG_EFFECTS): the regulatory hold on all, then the kind's own. */
async function refuseIfPaused(db: Db, kind: SpendKind): Promise<void> {
  await refuseIfFlagOn(db, 'IRGC_LIMIT', 'WITHDRAWALS_RESTRICTED');
  if (kind === 'FIAT') await refuseIfFlagOn(db, 'RIAL_WITHDRAW_LIMIT', 'RIAL_WITHDRAW_LIMITED');
  else await refuseIfFlagOn(db, 'CRYPTO_WITHDRAW_LIMIT', 'CRYPTO_WITHDRAW_LIMITED');
}

/**
 * The spend guard: inside the call's transaction, one spend per user at a time (so parallel spends see each
 * other's use of the limits), a two-factor code checked when the user has two-factor on, then every check of
 * checkSpend. Answers the checked spend and the permit the ledger needs to debit the user's account.
 */
export async function guardSpend<T extends Spend>(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  spend: SpendContext,
  request: SpendRequest,
  flowChecks: (coin: CoinConfig) => Promise<T>,
): Promise<CheckedSpend<T> & { permit: SpendPermit }> {
  await lockForTransaction(db, `spend:${user.id}`);
  if (!spend.isTwoFactorChecked && (await isTwoFactorOn(db, user.id))) {
    throw new ApiFailure(400, 'TWO_FACTOR_REQUIRED');
  }
  const checked = await checkSpend(sb, db, user, request, flowChecks);
  const account = await userAccount(db, user.id, checked.token);
  return { ...checked, permit: new Permit(user.id, account, checked.token, checked.total) };
}

/**
 * The sandbox's own control that takes money out of a user's balance for tests (`POST /__sandbox/ledger/spend`,
 * served only with SANDBOX_CONTROLS on). It stands for the world outside, not for a call of the user's.
 */
export async function sandboxControlPermit(db: Db, userId: number, token: string, amount: string) {
  return new Permit(userId, await userAccount(db, userId, token), token, amount);
}

/**
 * The trade guard: the spend guard's door for trades, where money leaves a balance for the wallet's market maker
 * and comes back in another token without leaving the wallet. Inside the call's transaction, one spend per user
 * at a time; then, in the order the user hears them: a level that may trade (LEVEL_0 may not:
 * INSUFFICIENT_USER_LEVEL), the swap flags (ALL_SWAP_LIMIT, then RIAL_SWAP_LIMIT when Toman is on either side),
 * the account lock (a locked account trades nothing), and a balance that covers the source amount
 * (SWAP_BALANCE_INSUFFICIENT). No two-factor code and no withdraw limits: nothing leaves the wallet. Answers the
 * permit the ledger needs to debit the source account by at most `sourceAmount`.
 *
 * A shop invoice (a jetton, a gift card, an ad cheque, a giveaway) is paid through this same door as a trade of
 * Toman for the product (its destinationToken is the product's item): the same levels, both swap flags (Toman is
 * its source), the lock and the balance; the product reaches the user, or its money comes back, from the invoice
 * escrow, never from a user's balance.
 */
export async function guardTrade(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  trade: { sourceToken: string; destinationToken: string; sourceAmount: string },
): Promise<SpendPermit> {
  await lockForTransaction(db, `spend:${user.id}`);
  await refuseUntradable(db, user, trade);
  const [block] = (await withdrawBlocks(db, user, sb.clock.now(), 'FIAT')).filter(
    (entry) => entry.reason === 'ACCOUNT_LOCK',
  );
  if (block) throw new ApiFailure(422, 'ACCOUNT_LOCKED');
  const token = canonicalToken(trade.sourceToken);
  const account = await userAccount(db, user.id, token);
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account));
  if (cmp(row?.balance ?? '0', trade.sourceAmount) < 0)
    throw new ApiFailure(422, 'SWAP_BALANCE_INSUFFICIENT');
  return new Permit(user.id, account, token, trade.sourceAmount);
}

/**
 * What refuses a trade before it is priced with a lock (a swap token) or run: the level, then the swap flags.
 * The trade guard checks them again when the trade executes.
 */
export async function refuseUntradable(
  db: Db,
  user: UserRow,
  trade: { sourceToken: string; destinationToken: string },
): Promise<void> {
  if (!levelAbilities(user.level).trade) throw new ApiFailure(403, 'INSUFFICIENT_USER_LEVEL');
  await refuseIfTradePaused(db, trade);
}

/** The swap flags that pause trading: ALL_SWAP_LIMIT, then RIAL_SWAP_LIMIT when Toman is on either side. */
export async function refuseIfTradePaused(
  db: Db,
  trade: { sourceToken: string; destinationToken: string },
): Promise<void> {
  await refuseIfFlagOn(db, 'ALL_SWAP_LIMIT', 'SWAP_LIMITED');
  const tokens = [canonicalToken(trade.sourceToken), canonicalToken(trade.destinationToken)];
  if (tokens.includes(FIAT_TOKEN)) await refuseIfFlagOn(db, 'RIAL_SWAP_LIMIT', 'RIAL_SWAP_LIMITED');
}
