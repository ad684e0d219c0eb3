import { z } from 'zod';
import { isoDateTime, tokenSymbol } from './primitives';
import { transactionType } from './transactions';

export const TRANSACTION_SORT_FIELDS = ['DATE', 'AMOUNT'] as const;
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export const DEFAULT_TRANSACTION_PAGE = 20;
export const MAX_TRANSACTION_PAGE = 100;
/** Spec 001 §7: GET /v1/transaction returns everything unless told otherwise. */
export const V1_TRANSACTION_LIMIT_DEFAULT = 1_000_000;

/** A query value given once, repeated, or comma-separated, read as a list of non-empty items. */
export function queryList<T extends z.core.$ZodType<string, string>>(item: T) {
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
    startDate: z.optional(isoDateTime),
    endDate: z.optional(isoDateTime),
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
