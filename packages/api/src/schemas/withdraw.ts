import { z } from 'zod/mini';
import { levelAbilities, USER_LEVELS, type LevelLimit } from '@wallet/core';
import { decimalString, isoDateTime, positiveDecimalString, tokenSymbol } from './primitives';
import { expressWithdrawPurchase } from './express-withdraw';
import { transaction } from './transactions';
import { userLevel, type UserLevel } from './user';

/** Spec 001 §9: an account lock holds withdrawals for 72 h and cannot be undone sooner. */
export const ACCOUNT_LOCK_HOURS = 72;
/** Spec 001 §9: withdrawals wait 24 h after two-factor authentication is turned on. */
export const TWO_FACTOR_WITHDRAW_BLOCK_HOURS = 24;
/** Spec 001 §9: crypto withdrawals wait 72 h after a Rial deposit; Rial withdrawals do not. */
export const FIAT_DEPOSIT_CRYPTO_LOCK_HOURS = 72;
/** How long a priced withdraw receipt can be run (designed here: spec 001 does not say). */
export const EXPRESS_TASK_TTL_SECONDS = 600;

/** A level's withdraw limits by kind, from core's level table; a level missing may not withdraw that kind. */
const limitsBy = (kind: 'cryptoWithdrawUsd' | 'rialWithdrawToman') =>
  Object.fromEntries(
    USER_LEVELS.flatMap((level) => {
      const limit = levelAbilities(level)[kind];
      return limit ? [[level, limit]] : [];
    }),
  ) as Partial<Record<UserLevel, LevelLimit>>;

/**
 * Crypto withdraw limits by level in USD (spec 000 §6, 001 §9): level 1 about 20 a day, level 2 2000 a day.
 * The spec names a 30-day window but no 30-day figure; these are designed here. Levels not listed cannot
 * withdraw crypto (INSUFFICIENT_USER_LEVEL).
 */
export const CRYPTO_WITHDRAW_LIMITS_USD = limitsBy('cryptoWithdrawUsd');

/**
 * Rial (Toman) withdraw limits by level (spec 000 §6, 001 §9): 200 million Toman a day for levels 1 and 2
 * with Rial banking. The 30-day figure is designed here (30 days of the daily limit). Levels not listed cannot
 * withdraw Toman.
 */
export const RIAL_WITHDRAW_LIMITS_IRT = limitsBy('rialWithdrawToman');

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
export const withdrawReceiptRequest = z
  .strictObject({
    /** What the address receives, without the fee (spec 000 §5). */
    amount: positiveDecimalString,
    token: tokenSymbol,
    network: text(32),
    contract: z.optional(z.nullable(text(128))),
    address: text(128),
    memo: z.optional(z.nullable(text(128))),
    /**
     * true: send the coin from the wallet balance. false: an express withdraw, the coin (amount plus fee) bought
     * with Toman at a locked price and sent straight on; the receipt then carries the purchase and its invoice.
     */
    useAccountBalance: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'WithdrawReceiptRequest' });
export type WithdrawReceiptRequest = z.infer<typeof withdrawReceiptRequest>;

/** A priced withdrawal waiting to be run as a task. */
export const withdrawReceipt = z
  .object({
    taskId: z.string(),
    token: tokenSymbol,
    network: z.string(),
    contract: z.nullable(z.string()),
    address: z.string(),
    memo: z.nullable(z.string()),
    /** What the address receives. */
    amount: decimalString,
    fee: decimalString,
    /** What leaves the balance: amount plus fee. */
    totalAmount: decimalString,
    /** The total in USD, counted against the limits. */
    totalUsd: decimalString,
    expiresAt: isoDateTime,
    /** Running the task needs an X-2FA-AUTH code. */
    isTwoFactorRequired: z.boolean(),
    /** The Toman side of an express withdraw (useAccountBalance false); absent when sent from the balance. */
    purchase: z.optional(expressWithdrawPurchase),
  })
  .register(z.globalRegistry, { id: 'WithdrawReceipt' });
export type WithdrawReceipt = z.infer<typeof withdrawReceipt>;

/**
 * WITHDRAW: coins from the balance to an address; EXPRESS_WITHDRAW: coins bought with Toman and sent on; BUY: an
 * express buy, a coin bought with Toman into the balance.
 */
export const EXPRESS_TASK_KINDS = ['WITHDRAW', 'EXPRESS_WITHDRAW', 'BUY'] as const;
export type ExpressTaskKind = (typeof EXPRESS_TASK_KINDS)[number];

export const expressTaskResult = z
  .object({ kind: z.enum(EXPRESS_TASK_KINDS), transaction })
  .register(z.globalRegistry, { id: 'ExpressTaskResult' });

/** What holds spends back now: the account lock, a two-factor method turned on or off, a Rial deposit. */
export const WITHDRAW_BLOCK_REASONS = ['ACCOUNT_LOCK', 'TWO_FACTOR_CHANGED', 'FIAT_DEPOSIT'] as const;
export type WithdrawBlockReason = (typeof WITHDRAW_BLOCK_REASONS)[number];

/** What stands between the user and a crypto withdrawal now: blocks, limits and the two-factor step. */
export const withdrawStatus = z
  .object({
    level: userLevel,
    /** Null when the level cannot withdraw crypto at all. */
    limits: z.nullable(
      z.object({
        dailyUsd: decimalString,
        monthlyUsd: decimalString,
        dailyUsedUsd: decimalString,
        monthlyUsedUsd: decimalString,
      }),
    ),
    blocks: z.array(z.object({ reason: z.enum(WITHDRAW_BLOCK_REASONS), until: isoDateTime })),
    isTwoFactorRequired: z.boolean(),
    /**
     * When coins could be sent out again if a Rial deposit were credited now (the server's clock plus
     * FIAT_DEPOSIT_CRYPTO_LOCK_HOURS): the pages that lead to a deposit tell it before the user confirms.
     */
    lockAfterDepositUntil: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'WithdrawStatus' });
export type WithdrawStatus = z.infer<typeof withdrawStatus>;

export const accountLock = z
  .object({ lockedUntil: isoDateTime })
  .register(z.globalRegistry, { id: 'AccountLock' });
