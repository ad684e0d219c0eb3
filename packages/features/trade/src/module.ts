import { defineFeature, lazyScreen } from '@wallet/ui';
import { TRADE_STORAGE_KEYS } from './shared/storage-keys';

const swap = () => import('./swap/screens');

const expressBuy = () => import('./express-buy/screens');
const expressSell = () => import('./express-sell/screens');
const expressWithdraw = () => import('./express-withdraw/screens');
const invoice = () => import('./invoice/screens');

/** Toman and coins changed into each other: the swap, express buy, sell and withdraw, invoices and payments. */
export const tradeFeature = defineFeature({
  name: 'trade',
  screens: {
    swap: lazyScreen(swap, (m) => m.SwapPage),
    expressBuy: lazyScreen(expressBuy, (m) => m.ExpressBuyPage),
    expressBuyCoins: lazyScreen(expressBuy, (m) => m.ExpressBuyCoinsPage),
    expressBuyConfirm: lazyScreen(expressBuy, (m) => m.ExpressBuyConfirmPage),
    expressBuyCard2card: lazyScreen(expressBuy, (m) => m.ExpressBuyCard2cardPage),
    expressSell: lazyScreen(expressSell, (m) => m.ExpressSellPage),
    expressSellCoins: lazyScreen(expressSell, (m) => m.ExpressSellCoinsPage),
    expressWithdraw: lazyScreen(expressWithdraw, (m) => m.ExpressWithdrawPage),
    expressWithdrawConfirm: lazyScreen(expressWithdraw, (m) => m.ExpressWithdrawConfirmPage),
    expressWithdrawCard2card: lazyScreen(expressWithdraw, (m) => m.ExpressWithdrawCard2cardPage),
    invoice: lazyScreen(invoice, (m) => m.InvoicePage),
    invoiceCard2card: lazyScreen(invoice, (m) => m.InvoiceCard2cardPage),
    payment: lazyScreen(invoice, (m) => m.PaymentPage),
  },
  storageKeys: Object.values(TRADE_STORAGE_KEYS),
});
