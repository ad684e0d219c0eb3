export { ReceiptPage } from './receipt-page';
export { TransactionBackPage, TransactionPage } from './transaction-page';
export { TransactionsPage } from './transactions-page';
