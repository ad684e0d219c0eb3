import { z } from 'zod/mini';
import { q, route } from '../define';

/** Swap, express buy, sell and withdraw, invoices and payments (trade). */
export const TRADE_ROUTES = {
  /** source, destination: the coins the swap opens on (IRT → USDT when absent). */
  swap: route('/swap', { source: z.optional(q.token()), destination: z.optional(q.token()) }),
  /**
   * token: a coin page's coin to buy, put into the flow's draft (which keeps the coin, the Toman typed and
   * whether the balance pays); the address then carries nothing.
   */
  expressBuy: route('/express-buy', { token: z.optional(q.token()) }),
  expressBuyCoins: route('/express-buy/coins'),
  /**
   * taskId: the priced express buy, read back by its task; isReturning: back from a detour the buy needed (the
   * card form): a price that ran out meanwhile is priced again at once; isRepriced: this is that new price.
   */
  expressBuyConfirm: route(
    '/express-buy/confirm',
    { taskId: q.id(), isReturning: z.optional(q.flag()), isRepriced: z.optional(q.flag()) },
    { flowStart: 'expressBuy' },
  ),
  /**
   * taskId: the priced express buy; method: CARD2CARD (when absent) or CARD2CARD_WITH_BALANCE; payment: the card-to-card
   * payment under way, so a reload resumes it.
   */
  expressBuyCard2card: route(
    '/express-buy/card2card',
    {
      taskId: q.id(),
      method: z.optional(z.enum(['CARD2CARD', 'CARD2CARD_WITH_BALANCE'])),
      payment: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
    },
    { flowStart: 'expressBuy' },
  ),
  /** token: a coin page's coin to sell, put into the flow's draft; the address then carries nothing. */
  expressSell: route('/express-sell', { token: z.optional(q.token()) }),
  expressSellCoins: route('/express-sell/coins'),
  /** What an express withdraw chooses and sends is its flow's draft: the address carries nothing. */
  expressWithdraw: route('/express-withdraw'),
  /** The express withdraw to price and run: the draft's choice. */
  expressWithdrawConfirm: route('/express-withdraw/confirm', {}, { flowStart: 'expressWithdraw' }),
  /**
   * invoiceId: the express withdraw's invoice to pay by card; method: CARD2CARD (when absent) or
   * CARD2CARD_WITH_BALANCE; payment: the card-to-card payment under way, so a reload resumes it.
   */
  expressWithdrawCard2card: route(
    '/express-withdraw/card2card',
    {
      invoiceId: q.id(),
      method: z.optional(z.enum(['CARD2CARD', 'CARD2CARD_WITH_BALANCE'])),
      payment: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
    },
    { flowStart: 'expressWithdraw' },
  ),
  /** id: the invoice; nextUrl: where to go once it is paid (only a path of this app is followed). */
  invoice: route('/invoice', { id: q.id(), nextUrl: z.optional(z.string()) }),
  /**
   * id: the invoice; method: CARD2CARD (when absent) or CARD2CARD_WITH_BALANCE; payment: the card-to-card payment
   * under way, so a reload resumes it; nextUrl: where to go once the invoice is paid.
   */
  invoiceCard2card: route('/invoice/card2card', {
    id: q.id(),
    method: z.optional(z.enum(['CARD2CARD', 'CARD2CARD_WITH_BALANCE'])),
    payment: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
    nextUrl: z.optional(z.string()),
  }),
  /** invoiceId: the invoice a payment link names; nextUrl: where to go once it is paid. */
  payment: route('/payment', { invoiceId: q.id(), nextUrl: z.optional(z.string()) }),
};
