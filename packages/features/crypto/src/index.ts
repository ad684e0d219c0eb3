export { DepositCoinListPage } from './deposit/deposit-coin-list-page';
export { DepositNetworkPage } from './deposit/deposit-network-page';
export { DepositPage } from './deposit/deposit-page';
export { TransactionsPage } from './transactions/transactions-page';
export { TransactionBackPage, TransactionPage } from './transactions/transaction-page';
export { ReceiptPage } from './transactions/receipt-page';
