import { z } from 'zod';
import { defineCall } from '../define';
import { emptyObject } from '../schemas/primitives';
import {
  accountLock,
  expressTaskResult,
  withdrawReceipt,
  withdrawReceiptRequest,
  withdrawStatus,
} from '../schemas/withdraw';

const TAGS = ['Withdraw'] as const;
/** What pauses or flags a spend of coins (a withdrawal to a network or an internal transfer). */
export const CRYPTO_SPEND_FLAGS = [
  'IRGC_LIMIT',
  'CRYPTO_WITHDRAW_LIMIT',
  'CRYPTO_WITHDRAW_WARN_LIMIT',
] as const;

/** Withdrawing coins to an address on a network (spec 000 §4–§6, 001 §7 express). */
export const withdrawCalls = {
  withdrawReceipt: defineCall({
    method: 'POST',
    path: '/v1/express/withdraw/receipt',
    summary:
      'Price a withdrawal to an address: checks the address, memo, minimum, fee, balance, limits and blocks, and answers a task to run',
    auth: 'user',
    tags: TAGS,
    body: withdrawReceiptRequest,
    response: withdrawReceipt,
    limitFlags: CRYPTO_SPEND_FLAGS,
  }),
  runExpressTask: defineCall({
    method: 'POST',
    path: '/v1/express/tasks/{taskId}/run',
    summary:
      'Run a priced task once: a withdrawal moves the coins out through the ledger and starts at TRANSACTION_CREATED',
    auth: 'user',
    tags: TAGS,
    params: z.object({ taskId: z.string().min(1).max(64) }),
    body: z.optional(emptyObject),
    response: expressTaskResult,
    idempotent: true,
    spends: true,
    // An SMS or e-mail code is requested with authenticationId = taskId.
    twoFactor: { param: 'taskId' },
    limitFlags: CRYPTO_SPEND_FLAGS,
  }),
  withdrawStatus: defineCall({
    method: 'GET',
    path: '/v1/wallet/withdraw/status',
    summary:
      "What limits the user's crypto withdrawals now: level limits and what is used of them, blocks, 2FA",
    auth: 'user',
    tags: TAGS,
    response: withdrawStatus,
    notInSpec:
      'Spec 000 §6 wants the client to warn before a withdrawal over the limit and to explain blocks; spec 001 lists no call that tells them. Designed here.',
  }),
  lockAccount: defineCall({
    method: 'POST',
    path: '/v1/wallet/account-lock',
    summary: 'Lock the account against withdrawals for 72 h; it cannot be undone sooner',
    auth: 'user',
    tags: TAGS,
    body: z.optional(emptyObject),
    response: accountLock,
    notInSpec: 'Spec 001 §9 has the 72 h account lock but no call for it. Designed here.',
  }),
};
