export { MarketPage } from './market-page';
