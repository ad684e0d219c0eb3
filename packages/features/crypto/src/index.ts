export { DepositCoinListPage } from './deposit/deposit-coin-list-page';
export { DepositNetworkPage } from './deposit/deposit-network-page';
export { DepositPage } from './deposit/deposit-page';
