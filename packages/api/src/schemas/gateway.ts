import { z } from 'zod';
import { add, cmp, min, mul, roundHalfUp, type Decimal } from '@wallet/core';
import { isoDateTime } from './primitives';
import { RIAL_DEPOSIT_MAX_TOMAN, RIAL_DEPOSIT_METHODS, RIAL_DEPOSIT_MIN_TOMAN } from './rial';

// The bank gateway (Shaparak) deposit and what each deposit method has left today (spec 000 §4, §6; 001 §8, §9).

/** Spec 000 §4 "Gateway payment adds a gateway fee": designed here as 0.5 % of the amount, at most 5,000 Toman. */
export const GATEWAY_FEE_RATE = '0.005';
export const GATEWAY_FEE_MAX_TOMAN = '5000';
/** A payment not paid on the gateway page within this many minutes of the sandbox clock expires. */
export const GATEWAY_PAYMENT_MINUTES = 15;

/** The fee a gateway payment of `amount` Toman adds on top, in whole Toman. */
export function gatewayFeeToman(amount: Decimal): Decimal {
  return min(roundHalfUp(mul(amount, GATEWAY_FEE_RATE), 0), GATEWAY_FEE_MAX_TOMAN);
}

/** What the user pays on the gateway: the amount, which is credited, plus the fee. */
export function gatewayTotalToman(amount: Decimal): Decimal {
  return add(amount, gatewayFeeToman(amount));
}

/** Why an amount cannot be paid by gateway, in the order the checks run (RIAL-10, then the daily cap). */
export type GatewayAmountProblem = 'belowMin' | 'aboveMax' | 'overDailyCap';

/** The first rule a whole-Toman amount breaks, or null; `leftToday` null means no cap is known. */
export function gatewayAmountProblem(
  amount: Decimal,
  leftToday: Decimal | null,
): GatewayAmountProblem | null {
  if (cmp(amount, RIAL_DEPOSIT_MIN_TOMAN) < 0) return 'belowMin';
  if (cmp(amount, RIAL_DEPOSIT_MAX_TOMAN) > 0) return 'aboveMax';
  if (leftToday !== null && cmp(amount, leftToday) > 0) return 'overDailyCap';
  return null;
}

/** Spec 001 §8's gateway texts, as the reasons a payment failed. */
export const GATEWAY_FAILURE_REASONS = [
  /** Payment gateway connection failed. */
  'CONNECTION_FAILED',
  /** Gateway out of order: use identified deposit or bank transfer. */
  'OUT_OF_ORDER',
  /** Connection from outside Iran not allowed: turn off VPN. */
  'OUTSIDE_IRAN',
  /** Payment not successful: a deducted amount is refunded within 72 hours. */
  'NOT_SUCCESSFUL',
] as const;
export type GatewayFailureReason = (typeof GATEWAY_FAILURE_REASONS)[number];

/** PENDING until the user pays or cancels on the gateway page, or it expires (GATEWAY_PAYMENT_MINUTES). */
export const GATEWAY_PAYMENT_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'EXPIRED', 'FAILED'] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

/**
 * A whole number of Toman as typed: the server reads Persian and Arabic digits and separators as the client does
 * (core's parseDecimalInput) and answers 400 BAD_INPUT_VALUES naming body.amount when it is not one.
 */
export const typedGatewayAmount = z.string().min(1).max(32).meta({ example: '50000' });

export const startGatewayPaymentRequest = z
  .object({
    /** One of the user's registered cards (RIAL-05). */
    cardId: z.string().regex(/^\d{1,18}$/),
    amount: typedGatewayAmount,
    /** Where the gateway sends the browser after the payment, with `paymentId` added; absent in the mini-app. */
    returnUrl: z
      .url({ protocol: /^https?$/ })
      .max(512)
      .optional(),
  })
  .strict();
export type StartGatewayPaymentRequest = z.infer<typeof startGatewayPaymentRequest>;

export const gatewayPayment = z
  .object({
    paymentId: z.string(),
    status: z.enum(GATEWAY_PAYMENT_STATUSES),
    /** Set when FAILED. */
    failureReason: z.enum(GATEWAY_FAILURE_REASONS).nullable(),
    /** Credited to the balance, Toman. */
    amount: z.string(),
    fee: z.string(),
    /** Paid on the gateway: amount + fee. */
    total: z.string(),
    /** The card paid from, masked as banks show it (603799******7828). */
    cardNumber: z.string(),
    /** The page to open for paying, outside the app. */
    gatewayUrl: z.string(),
    createdAt: isoDateTime,
    expiresAt: isoDateTime,
    paidAt: z.nullable(isoDateTime),
    /** A NOT_SUCCESSFUL payment's deducted amount comes back to the card by then (GATEWAY_REFUND_HOURS). */
    refundDueAt: z.nullable(isoDateTime),
    /** The deposit transaction once PAID. */
    transactionId: z.string().nullable(),
  })
  .meta({ id: 'GatewayPayment' });
export type GatewayPayment = z.infer<typeof gatewayPayment>;

export const depositMethodAllowance = z
  .object({
    method: z.enum(RIAL_DEPOSIT_METHODS),
    /** One deposit's limits in Toman; maximum null: no limit. */
    minPerDeposit: z.string(),
    maxPerDeposit: z.string().nullable(),
    /** A daily cap (the gateway's, per national ID) in Toman, with what was used of it in the last 24 h. */
    dailyCap: z.string().nullable(),
    usedToday: z.string(),
    /** What one more deposit may be now: the smaller of maxPerDeposit and what is left of the cap; null: no limit. */
    leftToday: z.string().nullable(),
  })
  .meta({ id: 'DepositMethodAllowance' });
export type DepositMethodAllowance = z.infer<typeof depositMethodAllowance>;

export const depositAllowance = z
  .object({
    /** RIAL_DEPOSIT_LIMIT is on: every method is refused; methods is empty. */
    isPaused: z.boolean(),
    /** The enabled methods, in the hub's order. */
    methods: z.array(depositMethodAllowance),
  })
  .meta({ id: 'DepositAllowance' });
export type DepositAllowance = z.infer<typeof depositAllowance>;
