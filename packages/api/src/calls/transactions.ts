import { z } from 'zod';
import { defineCall } from '../define';
import { tokenSymbol } from '../schemas/primitives';
import { transaction, transactionPage } from '../schemas/transactions';
import { transactionFilters, V1_TRANSACTION_LIMIT_DEFAULT } from '../schemas/transaction-filters';

const TAGS = ['Transactions'] as const;

/** Spec 001 §7 "Express, swap and transactions": the transaction lists and one transaction. */
export const transactionCalls = {
  transactions: defineCall({
    method: 'GET',
    path: '/v2/transaction',
    summary: "A page of the user's transactions, filtered, sorted, read with afterId/beforeId cursors",
    auth: 'user',
    tags: TAGS,
    query: transactionFilters,
    response: transactionPage,
  }),
  transactionsV1: defineCall({
    method: 'GET',
    path: '/v1/transaction',
    summary: "The user's transactions, optionally of one token, after a cursor; all of them by default",
    auth: 'user',
    tags: TAGS,
    query: z
      .object({
        token: z.optional(tokenSymbol),
        afterId: z
          .string()
          .regex(/^\d{1,18}$/)
          .optional(),
        limit: z.coerce
          .number()
          .int()
          .min(1)
          .max(V1_TRANSACTION_LIMIT_DEFAULT)
          .default(V1_TRANSACTION_LIMIT_DEFAULT),
        desc: z.enum(['true', 'false']).default('true'),
      })
      .strict(),
    response: z.object({ transactions: z.array(transaction) }),
  }),
  transaction: defineCall({
    method: 'GET',
    path: '/v1/transaction/{id}',
    summary: 'One of the user’s transactions',
    auth: 'user',
    tags: TAGS,
    params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
    response: transaction,
  }),
};
