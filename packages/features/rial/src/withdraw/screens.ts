export { RialWithdrawPage } from './rial-withdraw-page';
export { RialWithdrawConfirmPage } from './confirm-page';
