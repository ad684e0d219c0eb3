export { ExpressWithdrawPage } from './express-withdraw-page';
export { ExpressWithdrawConfirmPage } from './confirm-page';
export { ExpressWithdrawCard2cardPage } from './card2card-page';
