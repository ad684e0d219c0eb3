import { z } from 'zod/mini';
import { q, route } from '../define';

/** Toman in and out, and the bank accounts they use (rial). */
export const RIAL_ROUTES = {
  /** paymentId: a gateway payment, shown as /payment/result shows it. */
  result: route(
    '/result',
    { paymentId: z.optional(z.string().check(z.regex(/^\d{1,18}$/))) },
    { skipsStartup: true },
  ),
  /**
   * add: opens the form adding a card or an IBAN at once; nextUrl: where to return once it is added (a flow
   * that needs one sends the user here and gets them back; only a path of this app is followed).
   */
  profileFinancial: route('/profile/financial', {
    add: z.optional(z.enum(['card', 'iban'])),
    nextUrl: z.optional(z.string()),
  }),
  topup: route('/topup'),
  rialDeposit: route('/rial-deposit'),
  rialDepositGateway: route('/rial-deposit/gateway'),
  rialDepositCashInCode: route('/rial-deposit/cash-in-code'),
  /** contractId: the direct-debit contract to deposit through (the first active one when absent). */
  rialDepositDirectDebit: route('/rial-deposit/direct-debit', {
    contractId: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
  }),
  /**
   * method: a bank-to-bank deposit shown on the card page (CARD_TO_CARD when absent); payment: the payment under
   * way, so a reload resumes it.
   */
  rialDepositCard: route('/rial-deposit/card', {
    method: z.optional(z.enum(['BLU_SAMAN', 'SAMAN_SAMAN'])),
    payment: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
  }),
  rialDepositPayaSatna: route('/rial-deposit/paya-satna'),
  rialDepositPol: route('/rial-deposit/pol'),
  rialWithdraw: route('/rial-withdraw'),
  /** The IBAN and amount come from the withdrawal's draft; without them the page goes back to /rial-withdraw. */
  rialWithdrawConfirm: route('/rial-withdraw/confirm', {}, { flowStart: 'rialWithdraw' }),
  /** contractId: the direct-debit contract the bank's page answered for. */
  directDebitResult: route(
    '/direct-debit/result',
    { contractId: z.string().check(z.regex(/^\d{1,18}$/)) },
    { skipsStartup: true, flowStart: 'directDebitContracts' },
  ),
  /** nextUrl: the page that sent the user to make a contract, which the page's back returns to. */
  directDebitNew: route('/direct-debit/new', { nextUrl: z.optional(z.string()) }),
  directDebitContracts: route('/direct-debit/contracts'),
  /**
   * paymentId: the gateway payment the gateway returns from (absent: nothing to show); invoiceId: the invoice it
   * paid, when it was made for one.
   */
  paymentResult: route(
    '/payment/result',
    {
      paymentId: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
      invoiceId: z.optional(q.id()),
    },
    { skipsStartup: true },
  ),
};
