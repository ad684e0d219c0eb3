export { ExpressSellPage } from './express-sell-page';
export { ExpressSellCoinsPage } from './coins-page';
