export { ExpressBuyPage } from './express-buy-page';
export { ExpressBuyCoinsPage } from './coins-page';
export { ExpressBuyConfirmPage } from './confirm-page';
export { ExpressBuyCard2cardPage } from './card2card-page';
