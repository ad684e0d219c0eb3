export { MarketPage } from './market-page';
export { CoinPage } from './coin/coin-page';
