import { z } from 'zod/mini';
import { defineCall } from '../define';
import {
  invoice,
  invoiceId,
  invoicePaymentMethods,
  invoicePaymentStart,
  payInvoiceRequest,
  paymentInvoice,
  payPaymentInvoiceRequest,
} from '../schemas/invoices';
import { REQUOTE_TOLERANCE_PERCENT } from '../schemas/trade';

const TAGS = ['Invoices and payments'] as const;
const BALANCE_FLAGS = ['ALL_SWAP_LIMIT', 'RIAL_SWAP_LIMIT'] as const;
const params = z.object({ id: invoiceId });

const NOT_FOUND = "404 INVOICE_NOT_FOUND for an unknown or another user's id";
const PAYING = `${NOT_FOUND}; 409 INVOICE_NOT_PENDING once PAID, DELIVERED or CANCELED; 422 INVOICE_EXPIRED past expiresAt; 409 INVOICE_PAYMENT_IN_PROGRESS while a card-to-card payment made for it waits for the bank`;
const BALANCE_REFUSALS =
  '403 INSUFFICIENT_USER_LEVEL at LEVEL_0; 422 SWAP_LIMITED / RIAL_SWAP_LIMITED under ALL_SWAP_LIMIT / RIAL_SWAP_LIMIT; 422 ACCOUNT_LOCKED; 422 SWAP_BALANCE_INSUFFICIENT';
/**
 * The trade guard's rule for the shop's invoices (JETTON, GIFT_CARD, AD_CHEQUE, AD_CHEQUE_TOP_UP, GIVEAWAY): the
 * Toman paid is traded for the product without leaving the wallet.
 */
const SHOP_PAYMENTS =
  "A shop invoice (JETTON, GIFT_CARD, AD_CHEQUE, AD_CHEQUE_TOP_UP, GIVEAWAY) is paid as a trade of Toman for its product, through the trade guard: every level that may trade (LEVEL_1_IR and up; LEVEL_0 is refused 403 INSUFFICIENT_USER_LEVEL), paused by the flags ALL_SWAP_LIMIT and RIAL_SWAP_LIMIT (Toman is always its source), refused while the account is locked; no two-factor code and no withdraw limit, since nothing leaves the wallet. Its money waits in the invoice escrow until the product is delivered (then it is the shop's) or refunded";
const LIFE =
  'An invoice is PENDING until paid in full, then PAID (paidWith, paidAt) with the money held in the invoice escrow, then DELIVERED once its product is handed over (an express task delivers a coin; an ad cheque or giveaway invoice is DELIVERED into its pot as soon as PAID; a JETTON invoice of POST /v1/jetton stays PAID while the Fragment order runs, then is DELIVERED, or CANCELED with refundedAt when Fragment refuses it; the sandbox control POST /__sandbox/invoices makes shop invoices for tests, DELIVERED as soon as PAID, with no product). A PENDING invoice past expiresAt is CANCELED and any part paid from the balance comes back (an INVOICE_REFUND ledger entry, a TRADE deposit with the invoice code as refId).';

/** Spec 001 §7 "Invoices and payments" (SHOP-10, SHOP-11). */
export const invoiceCalls = {
  invoice: defineCall({
    method: 'GET',
    path: '/v1/invoice/{id}',
    summary: `An invoice: code, product, amount, what is paid, status, paidWith and paidAt (${NOT_FOUND}). ${LIFE}`,
    auth: 'user',
    tags: TAGS,
    params,
    response: invoice,
  }),
  payInvoice: defineCall({
    method: 'POST',
    path: '/v1/invoice/pay',
    summary: `Pay amount Toman of an invoice from the Toman balance: all of what is due (paidWith IRT_BALANCE), or a part before a card pays the rest (CARD2CARD_WITH_BALANCE). No two-factor code: nothing leaves the wallet. ${SHOP_PAYMENTS}. 400 BAD_INPUT_VALUES for an amount that is not a whole positive number of Toman or is more than is due; ${PAYING}; ${BALANCE_REFUSALS}`,
    auth: 'user',
    tags: TAGS,
    body: payInvoiceRequest,
    response: invoice,
    idempotent: true,
    trades: true,
    limitFlags: BALANCE_FLAGS,
  }),
  paymentInvoice: defineCall({
    method: 'GET',
    path: '/v1/payment/invoice/{id}',
    summary: `The invoice as the payment page shows it: what is due, the Toman and Tether balances, each payment method with what it takes and whether it can pay now (and why not), and the card-to-card or gateway payment made for it (${NOT_FOUND})`,
    auth: 'user',
    tags: TAGS,
    params,
    response: paymentInvoice,
    notInSpec:
      'Spec 001 shows the path but not the answer; designed here. Card methods (CARD2CARD, CARD2CARD_WITH_BALANCE, GATEWAY, DIRECT) need KYC level 1 and the flags CARD_TO_CARD, GATEWAY, DIRECT_DEBIT and PAYMENT_METHODS (off: every method outside the balances), and are paused under RIAL_DEPOSIT_LIMIT.',
  }),
  payPaymentInvoice: defineCall({
    method: 'POST',
    path: '/v1/payment/invoice/{id}/pay',
    summary: `Pay what is due by a method. IRT_BALANCE: from the Toman balance, PAID at once. USDT_BALANCE: Tether sold for exactly what is due at the price of this instant (maxUsdtAmount is a ceiling: refused 409 INVOICE_PRICE_CHANGED when it needs more, so no more than it is ever taken; a page that tolerates a move of ${REQUOTE_TOLERANCE_PERCENT} % shows and sends that ceiling), PAID at once. CARD2CARD: a card-to-card payment made for the invoice; when the bank credits it, the invoice is paid in the same step. CARD2CARD_WITH_BALANCE: the balance's part first, then a card-to-card payment of the rest. GATEWAY: a gateway payment made for the invoice (the fee on top), paid on its page. DIRECT: a direct-debit deposit through an ACTIVE contract, PAID at once. A deposit that arrives once the invoice is no longer PENDING stays in the balance. ${SHOP_PAYMENTS}. ${PAYING}; 422 INVOICE_PAYMENT_METHOD_UNAVAILABLE; each method's own refusals (balance: ${BALANCE_REFUSALS}; card to card, gateway and direct debit: as their deposit calls)`,
    auth: 'user',
    tags: TAGS,
    params,
    body: payPaymentInvoiceRequest,
    response: invoicePaymentStart,
    idempotent: true,
    trades: true,
    limitFlags: [...BALANCE_FLAGS, 'RIAL_DEPOSIT_LIMIT'],
    notInSpec:
      'Spec 001 shows the path but not the payload; designed here, one body per payment method of spec 000 §3.',
  }),
  invoicePaymentMethods: defineCall({
    method: 'POST',
    path: '/v1/express/invoice/payment-methods',
    summary: `The payment methods of an express invoice, as paymentInvoice lists them (${NOT_FOUND})`,
    auth: 'user',
    tags: TAGS,
    body: z.strictObject({ invoiceId }),
    response: invoicePaymentMethods,
  }),
} as const;
