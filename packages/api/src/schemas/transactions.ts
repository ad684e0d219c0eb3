import { z } from 'zod/mini';
import { decimalString, isoDateTime, tokenSymbol } from './primitives';

/** Spec 000 §3 Transaction types. */
export const TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAW'] as const;
export const transactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionType>;

/**
 * How the money moved: on a blockchain network, between two users of the wallet, credited by the wallet
 * itself for one of the credit reasons, through an Iranian bank (Toman in by a deposit method, out to an
 * IBAN), or in a trade with the wallet's market maker (a swap or an express buy, sell or withdraw: one leg
 * out of the balance, one leg in, both with the same refId).
 */
export const TRANSACTION_CHANNELS = ['NETWORK', 'INTERNAL', 'CREDIT', 'BANK', 'TRADE'] as const;
export const transactionChannel = z.enum(TRANSACTION_CHANNELS);
export type TransactionChannel = z.infer<typeof transactionChannel>;

/**
 * Spec 000 §3 credit reasons, in its order. GIVEAWAY_PRIZE is a prize won in a giveaway's draw;
 * GIVEAWAY_PARTICIPATION is the creator's own giveaway's unwon part coming back at its draw (prizes no participant
 * took).
 */
export const CREDIT_REASONS = [
  'PAYMENT_TRANSACTION',
  'GIVEAWAY_PRIZE',
  'AD_CHEQUE',
  'AD_CHEQUE_REFERRAL',
  'REFERRAL_REWARD',
  'GIFT_CARD_REWARD',
  'CASHBACK',
  'MOON_GIFT',
  'ISWAP_REFERRAL',
  'ISWAP',
  'GOOGLE_BIRTHDAY',
  'DOGS_TASK',
  'GIVEAWAY_PARTICIPATION',
] as const;
export const creditReason = z.enum(CREDIT_REASONS);
export type CreditReason = z.infer<typeof creditReason>;

/** Spec 000 §4 withdrawal progress, in order. */
export const WITHDRAWAL_PROGRESS = [
  'TRANSACTION_CREATED',
  'ACCEPTED_BY_ADMIN',
  'PUBLISHED_TO_NETWORK',
  'CONFIRMED_BY_NETWORK',
] as const;

/**
 * A transaction's status: a network withdrawal moves through WITHDRAWAL_PROGRESS (or is REJECTED_BY_ADMIN
 * and refunded); a deposit waits for its confirmations as PENDING; a transfer is PENDING, then SUCCEED.
 */
export const TRANSACTION_STATUSES = [
  'PENDING',
  'SUCCEED',
  'FAILED',
  ...WITHDRAWAL_PROGRESS,
  'REJECTED_BY_ADMIN',
] as const;
export const transactionStatus = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof transactionStatus>;

/** Spec 000 §3 Transaction, every field. */
export const transaction = z
  .object({
    id: z.string(),
    type: transactionType,
    channel: transactionChannel,
    /** Why the wallet credited the user; only for channel CREDIT. */
    creditReason: z.nullable(creditReason),
    token: tokenSymbol,
    status: transactionStatus,
    /** The network transaction hash, once the network has it. */
    hash: z.nullable(z.string()),
    uniqueId: z.string(),
    refId: z.nullable(z.string()),
    network: z.nullable(z.string()),
    date: isoDateTime,
    senderAddress: z.nullable(z.string()),
    receiverAddress: z.nullable(z.string()),
    memo: z.nullable(z.string()),
    /** What left or reached the user's balance, fee included for a withdrawal. */
    amount: decimalString,
    fee: decimalString,
    /** What the receiver gets: amount minus fee. */
    receivedAmount: decimalString,
    /** The user's balance of the token right after this transaction moved it. */
    balanceAfter: z.nullable(decimalString),
    supportCode: z.string(),
    /** The other user of an internal transfer, as shown to this user. */
    counterparty: z.nullable(z.string()),
    /** Network confirmations of a deposit: seen so far and needed. */
    confirmations: z.nullable(
      z.object({ seen: z.int().check(z.nonnegative()), required: z.int().check(z.nonnegative()) }),
    ),
  })
  .register(z.globalRegistry, { id: 'Transaction' });
export type Transaction = z.infer<typeof transaction>;

export const transactionPage = z
  .object({
    transactions: z.array(transaction),
    /** Whether more transactions follow in the direction just read. */
    hasMore: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'TransactionPage' });
export type TransactionPage = z.infer<typeof transactionPage>;
