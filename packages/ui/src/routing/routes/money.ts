import { z } from 'zod/mini';
import { route } from '../define';

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
  /** iban: the id of the user's registered IBAN; amount: whole Toman the IBAN receives. */
  rialWithdrawConfirm: route(
    '/rial-withdraw/confirm',
    { iban: z.string().check(z.regex(/^\d{1,18}$/)), amount: z.string().check(z.regex(/^\d{1,12}$/)) },
    { flowStart: 'rialWithdraw' },
  ),
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
  expressBuy: route('/express-buy'),
  expressBuyCoins: route('/express-buy/coins'),
  expressBuyConfirm: route('/express-buy/confirm'),
  expressBuyCard2card: route('/express-buy/card2card'),
  expressSell: route('/express-sell'),
  expressSellCoins: route('/express-sell/coins'),
  expressWithdraw: route('/express-withdraw'),
  expressWithdrawConfirm: route('/express-withdraw/confirm'),
  expressWithdrawCard2card: route('/express-withdraw/card2card'),
  invoice: route('/invoice'),
  invoiceCard2card: route('/invoice/card2card'),
  payment: route('/payment'),
  /** paymentId: the gateway payment the gateway returns from (absent: nothing to show). */
  paymentResult: route(
    '/payment/result',
    { paymentId: z.optional(z.string().check(z.regex(/^\d{1,18}$/))) },
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
