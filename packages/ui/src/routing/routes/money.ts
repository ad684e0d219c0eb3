import { z } from 'zod/mini';
import { q, route } from '../define';

/** Toman in and out (spec 000 §2). */
export const RIAL_ROUTES = {
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
  directDebitNew: route('/direct-debit/new'),
  directDebitContracts: route('/direct-debit/contracts'),
};

/** Swap, express buy, sell and withdraw, invoices and payments. */
export const SWAP_ROUTES = {
  /**
   * token: a coin page's coin to buy, put into the flow's draft (which keeps the coin, the Toman typed and
   * whether the balance pays); the address then carries nothing.
   */
  expressBuy: route('/express-buy', { token: z.optional(q.token()) }),
  expressBuyCoins: route('/express-buy/coins'),
  /** taskId: the priced express buy, read back by its task. */
  expressBuyConfirm: route('/express-buy/confirm', { taskId: q.id() }, { flowStart: 'expressBuy' }),
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

/** The shop's pages (the Shop tab itself is an app route). */
export const SHOP_ROUTES = {
  shopGiveaway: route('/shop/giveaway'),
  shopTelegramPremium: route('/shop/telegram-premium'),
  shopTelegramStars: route('/shop/telegram-stars'),
  shopGiftCardCurrency: route('/shop/gift-card/select-currency'),
  shopGiftCardDesign: route('/shop/gift-card/card-design'),
  shopGiftCardConfirmation: route('/shop/gift-card/confirmation'),
  shopGiftCardOrders: route('/shop/gift-card/orders'),
  shopGiftCardOrder: route('/shop/gift-card/orders/:id'),
  shopAdCheque: route('/shop/ad-cheque'),
  shopAdChequeNew: route('/shop/ad-cheque/new'),
  shopAdChequeInfo: route('/shop/ad-cheque/info'),
  chequeCaptcha: route('/cheque/captcha'),
};

/** Growth: referral, campaigns, club, boxes and automation. */
export const GROWTH_ROUTES = {
  referral: route('/referral'),
  programmerDay: route('/programmer-day', {}, { skipsStartup: true }),
  automation: route('/automation'),
  automationBuilder: route('/automation/automation-builder'),
  boxPieName: route('/boxes/:id/pie-name'),
  boxEditPieName: route('/boxes/:id/edit-pie-name'),
  boxPies: route('/boxes/pies'),
  boxInvestAmount: route('/boxes/:id/invest-amount'),
  boxCreate: route('/boxes/:id/create-box'),
  boxPieDetails: route('/boxes/:id/pie-details'),
  boxUserBalance: route('/boxes/:id/user-balance'),
  boxWithdraw: route('/boxes/:id/withdraw'),
  userBoxes: route('/boxes/user-boxes'),
  campaignYalda: route('/campaigns/yalda', {}, { skipsStartup: true }),
  campaignGiftCard: route('/campaigns/gift-card', {}, { skipsStartup: true }),
  club: route('/club'),
  clubCake: route('/club/cake'),
};
