import { z } from 'zod';
import { decimalString, isoDateTime, tokenSymbol } from './primitives';

/** Spec 000 §3 Transaction types. */
export const TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAW'] as const;
export const transactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionType>;

/**
 * How the money moved: on a blockchain network, between two users of the wallet, or credited by the wallet
 * itself for one of the credit reasons.
 */
export const TRANSACTION_CHANNELS = ['NETWORK', 'INTERNAL', 'CREDIT'] as const;
export const transactionChannel = z.enum(TRANSACTION_CHANNELS);
export type TransactionChannel = z.infer<typeof transactionChannel>;

/** Spec 000 §3 credit reasons, in its order. */
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
    creditReason: creditReason.nullable(),
    token: tokenSymbol,
    status: transactionStatus,
    /** The network transaction hash, once the network has it. */
    hash: z.string().nullable(),
    uniqueId: z.string(),
    refId: z.string().nullable(),
    network: z.string().nullable(),
    date: isoDateTime,
    senderAddress: z.string().nullable(),
    receiverAddress: z.string().nullable(),
    memo: z.string().nullable(),
    /** What left or reached the user's balance, fee included for a withdrawal. */
    amount: decimalString,
    fee: decimalString,
    /** What the receiver gets: amount minus fee. */
    receivedAmount: decimalString,
    /** The user's balance of the token right after this transaction moved it. */
    balanceAfter: decimalString.nullable(),
    supportCode: z.string(),
    /** The other user of an internal transfer, as shown to this user. */
    counterparty: z.string().nullable(),
    /** Network confirmations of a deposit: seen so far and needed. */
    confirmations: z
      .object({ seen: z.number().int().nonnegative(), required: z.number().int().nonnegative() })
      .nullable(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transaction>;

export const TRANSACTION_SORT_FIELDS = ['DATE', 'AMOUNT'] as const;
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export const DEFAULT_TRANSACTION_PAGE = 20;
export const MAX_TRANSACTION_PAGE = 100;
/** Spec 001 §7: GET /v1/transaction returns everything unless told otherwise. */
export const V1_TRANSACTION_LIMIT_DEFAULT = 1_000_000;

/** A query value given once, repeated, or comma-separated, read as a list of non-empty items. */
export function queryList<T extends z.ZodType<string, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(100));
}

const transactionId = z.string().regex(/^\d{1,18}$/, 'a transaction id');

/** Spec 001 §7 GET /v2/transaction filters. */
export const transactionFilters = z
  .object({
    types: queryList(transactionType).optional(),
    startDate: isoDateTime.optional(),
    endDate: isoDateTime.optional(),
    tokens: queryList(tokenSymbol).optional(),
    networks: queryList(z.string().min(1).max(32)).optional(),
    /** Matched against hash, addresses, memo, support code, unique id, ref id and the other user. */
    query: z.string().trim().min(1).max(128).optional(),
    supportCodes: queryList(z.string().min(1).max(32)).optional(),
    ids: queryList(transactionId).optional(),
    recipients: queryList(z.string().min(1).max(128)).optional(),
    /** The page after this transaction in the list's order. */
    afterId: transactionId.optional(),
    /** The page before this transaction in the list's order. */
    beforeId: transactionId.optional(),
    sortBy: z.enum(TRANSACTION_SORT_FIELDS).default('DATE'),
    sortDir: z.enum(SORT_DIRECTIONS).default('DESC'),
    limit: z.coerce.number().int().min(1).max(MAX_TRANSACTION_PAGE).default(DEFAULT_TRANSACTION_PAGE),
  })
  .strict()
  .refine((filters) => !(filters.afterId && filters.beforeId), {
    message: 'afterId and beforeId cannot be used together',
  });
export type TransactionFilters = z.input<typeof transactionFilters>;

export const transactionPage = z
  .object({
    transactions: z.array(transaction),
    /** Whether more transactions follow in the direction just read. */
    hasMore: z.boolean(),
  })
  .meta({ id: 'TransactionPage' });
export type TransactionPage = z.infer<typeof transactionPage>;
