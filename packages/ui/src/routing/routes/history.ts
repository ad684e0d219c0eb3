import { route } from '../define';

/** The account's history and receipts, for every kind of transaction (history). */
export const HISTORY_ROUTES = {
  transactions: route('/transactions'),
  transaction: route('/transactions/:id'),
  transactionReceipt: route('/transactions/receipt/:id'),
  transactionBack: route('/transactions/back/:id'),
};
