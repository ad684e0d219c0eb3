export { DepositCoinListPage } from './deposit-coin-list-page';
export { DepositNetworkPage } from './deposit-network-page';
export { DepositPage } from './deposit-page';
