export { DirectDebitDepositPage } from './deposit-page';
export { DirectDebitNewPage } from './new-contract-page';
export { DirectDebitResultPage } from './result-page';
export { DirectDebitContractsPage } from './contracts-page';
