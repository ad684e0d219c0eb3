import { z } from 'zod/mini';
import { otcPrice, withdrawReceipt } from '@wallet/api';
import { defineStorageKey } from '@wallet/platform';

/** A money call's Idempotency-Key, with the request it was made for. */
const moneyCallKey = z.nullable(z.strictObject({ request: z.string(), key: z.string() }));

/** What the swap, express and invoice flows keep on the device. */
export const TRADE_STORAGE_KEYS = {
  /**
   * The Idempotency-Key of the swap order being confirmed, with its swap token: a double tap, a retry or a
   * reload of the same confirmation reuses it, so the order executes once.
   */
  swapOrderKey: defineStorageKey('swapOrderKey', moneyCallKey, null),
  /**
   * The express withdraw being confirmed: what it sends, its priced receipt (the task and its invoice) and the
   * Idempotency-Key of its run. A double tap, a retry, a reload or the return from paying by card runs the same
   * task with the same key: one purchase, one withdrawal.
   */
  expressWithdrawReceipt: defineStorageKey(
    'expressWithdrawReceipt',
    z.nullable(z.strictObject({ request: z.string(), key: z.string(), receipt: withdrawReceipt })),
    null,
  ),
  /**
   * The express sell being confirmed: its locked quote (the swap token) and the Idempotency-Key of its order. A
   * double tap, a retry or a reload of the confirmation orders it with the same key, so it executes once.
   */
  expressSellOrder: defineStorageKey(
    'expressSellOrder',
    z.nullable(z.strictObject({ key: z.string(), quote: otcPrice })),
    null,
  ),
} as const;
