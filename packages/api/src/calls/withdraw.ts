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

/** An express withdraw buys its coin with Toman: the trade flags that pause it. */
const EXPRESS_WITHDRAW_TRADE_FLAGS = ['ALL_SWAP_LIMIT', 'RIAL_SWAP_LIMIT'] as const;

/** Withdrawing coins to an address on a network (spec 000 §4–§6, 001 §7 express). */
export const withdrawCalls = {
  withdrawReceipt: defineCall({
    method: 'POST',
    path: '/v1/express/withdraw/receipt',
    summary:
      'Price a withdrawal to an address: checks the address, memo, minimum, fee, balance, limits and blocks, and answers a task to run. With useAccountBalance false it is an express withdraw: the amount plus the network fee is bought with Toman at a price locked until expiresAt (the trade level and swap flags apply too), asked for on an EXPRESS_WITHDRAW invoice, and the receipt says what the Toman balance covers',
    auth: 'user',
    tags: TAGS,
    body: withdrawReceiptRequest,
    response: withdrawReceipt,
    limitFlags: [...CRYPTO_SPEND_FLAGS, ...EXPRESS_WITHDRAW_TRADE_FLAGS],
  }),
  runExpressTask: defineCall({
    method: 'POST',
    path: '/v1/express/tasks/{taskId}/run',
    summary:
      "Run a priced task once: a withdrawal moves the coins out through the ledger and starts at TRANSACTION_CREATED. An express withdraw (EXPRESS_WITHDRAW) needs its invoice PAID (it is paid from the Toman balance here when that covers it, else 422 INVOICE_NOT_PAID), then in one transaction buys the coin at the locked price, sends it as a withdrawal and marks the invoice DELIVERED. An express buy (BUY) likewise needs its invoice PAID (paid from the Toman balance here when the receipt chose it and the balance covers it), then buys the coin into the balance at the receipt's locked price, even after expiresAt when the invoice was paid in time (unpaid past it: 422 TASK_EXPIRED), and answers the coin's DEPOSIT; nothing leaves the wallet, so it asks no two-factor code",
    auth: 'user',
    tags: TAGS,
    params: z.object({ taskId: z.string().min(1).max(64) }),
    body: z.optional(emptyObject),
    response: expressTaskResult,
    idempotent: true,
    spends: true,
    trades: true,
    // An SMS or e-mail code is requested with authenticationId = taskId.
    twoFactor: { param: 'taskId' },
    limitFlags: [...CRYPTO_SPEND_FLAGS, ...EXPRESS_WITHDRAW_TRADE_FLAGS],
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
