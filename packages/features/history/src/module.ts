import { defineFeature, lazyScreen } from '@wallet/ui';
import { HISTORY_STORAGE_KEYS } from './storage-keys';

const screens = () => import('./screens');

/** The account's history and receipts, for every kind of transaction (crypto today; Rial, swap and shop next). */
export const historyFeature = defineFeature({
  name: 'history',
  screens: {
    transactions: lazyScreen(screens, (m) => m.TransactionsPage),
    transaction: lazyScreen(screens, (m) => m.TransactionPage),
    transactionBack: lazyScreen(screens, (m) => m.TransactionBackPage),
    transactionReceipt: lazyScreen(screens, (m) => m.ReceiptPage),
  },
  storageKeys: Object.values(HISTORY_STORAGE_KEYS),
});
