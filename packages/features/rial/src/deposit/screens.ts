export { RialDepositPage, TopupPage } from './rial-deposit-page';
